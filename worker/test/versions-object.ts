// The site's content-versions object as the tests reach it (decisions 197, 241, 244): the real
// object, with its state moved where a test needs it.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { type ContentVersionsObject, LEASE_MS, type VersionLease } from "../content-versions-object";

export const siteVersionsObject = () =>
  (env.CONTENT_VERSIONS as DurableObjectNamespace<ContentVersionsObject>).getByName("site");

/** The versions the object leases now. */
export const leasedVersions = async () => (await siteVersionsObject().lease()).versions;

export const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The object forgets its bookmark, as after a version it was told without one; then this isolate's
 * lease runs out, so its next request sees that.
 */
export async function forgetBookmark(): Promise<void> {
  await runInDurableObject(siteVersionsObject(), (instance: ContentVersionsObject) => {
    (instance as unknown as { bookmark: string | null }).bookmark = null;
  });
  await wait(LEASE_MS);
}

/**
 * The object compares its copy with D1 now and takes that read's bookmark (as every RECHECK_MS);
 * then this isolate's lease runs out, so its next request asks the object again. Returns the lease
 * the check gave.
 */
export async function checkRecordNow(): Promise<VersionLease> {
  await runInDurableObject(siteVersionsObject(), (instance: ContentVersionsObject) => {
    (instance as unknown as { checkedAt: number }).checkedAt = 0;
  });
  const lease = await siteVersionsObject().lease();
  await wait(LEASE_MS);
  return lease;
}
