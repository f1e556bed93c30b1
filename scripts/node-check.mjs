// Fails clearly when the node on PATH is older than the toolchain needs (npm scripts put the
// project's pinned Node 24 first on PATH; running tools directly would use the system Node).
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `DGSN needs Node >= 22.12 but this is ${process.version}. Run it through npm (npm start, npm test), ` +
      "which uses the Node 24 pinned in package.json, or run `npm install` first.",
  );
  process.exit(1);
}
