// scripts/vite-inline-script.ts: a browser script minified, with its CSP hash (worker/ssr/contract.ts
// `InlineScript`).
declare module "*?inline-script" {
  const script: { code: string; hash: string };
  export default script;
}
