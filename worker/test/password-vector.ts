/** `hashPassword("made in node")` as printed by Node 24: both runtimes must verify the other's hashes. */
export const MADE_IN_NODE = "scrypt$16384$8$5$BIpNTbqhJcMfT9t4vNX-Hg$t1no7U4p8yZ3-zvojPifaIEf_XzKaUh94pIr67B7X9Y";
