// Types of drizzle-kit's generated migrations.js (it writes no declaration of its own).
declare const migrations: {
  journal: { entries: { idx: number; when: number; tag: string; breakpoints: boolean }[] };
  migrations: Record<string, string>;
};
export default migrations;
