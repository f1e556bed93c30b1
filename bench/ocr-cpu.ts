// A Chromium whose every process runs under a CPU quota, for bench/ocr.ts --cpu: the OCR engine runs
// in a Web Worker, which Chromium's own CPU throttling (Emulation.setCPUThrottlingRate) does not
// reach, so the slowdown comes from the kernel instead. A cgroup (v1 cpu controller) gets a CFS
// bandwidth quota of `fraction` of one core, and the browser is started through a small wrapper that
// writes its own pid into the group's cgroup.procs and then execs Chromium: every renderer, worker,
// GPU and utility process Chromium starts inherits the group, so the quota is shared by all of them.
import { chmod, mkdir, mkdtemp, rm, rmdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const CPU_CGROUP = "/sys/fs/cgroup/cpu";
/**
 * A short period (10 ms) so the quota reads as a slower CPU, not as bursts: with the default 100 ms
 * the group would run 25 ms and then stand still for 75 ms.
 */
const PERIOD_US = 10_000;

export interface LimitedChromium {
  /** The wrapper to hand to chromium.launch({ executablePath }). */
  executablePath: string;
  /** What the limit is, for the bench's output. */
  description: string;
  /** Removes the group and the wrapper, once the browser is closed. */
  dispose(): Promise<void>;
}

/** A Chromium limited to `fraction` of one core, or why there cannot be one on this machine. */
export async function limitedChromium(
  fraction: number,
  chromePath: string,
): Promise<LimitedChromium | { reason: string }> {
  const quota = Math.round(PERIOD_US * fraction);
  // The kernel takes no quota under 1 ms.
  if (!(quota >= 1000)) return { reason: `--cpu ${fraction}: the quota would be under 1 ms per 10 ms period` };
  const group = join(CPU_CGROUP, `dgsn-ocr-bench-${process.pid}`);
  try {
    await mkdir(group);
    await writeFile(join(group, "cpu.cfs_period_us"), String(PERIOD_US));
    await writeFile(join(group, "cpu.cfs_quota_us"), String(quota));
  } catch (error) {
    await rmdir(group).catch(() => {});
    return {
      reason: `cannot make a CPU-limited cgroup at ${group} (${error instanceof Error ? error.message : String(error)}); this needs cgroup v1's cpu controller mounted at ${CPU_CGROUP}, writable (root)`,
    };
  }
  const dir = await mkdtemp(join(tmpdir(), "dgsn-ocr-cpu-"));
  const executablePath = join(dir, "chromium");
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  await writeFile(
    executablePath,
    `#!/bin/sh\n# Joins the CPU-limited cgroup, then becomes Chromium: its children inherit the group.\necho $$ > ${quote(join(group, "cgroup.procs"))} || exit 1\nexec ${quote(chromePath)} "$@"\n`,
  );
  await chmod(executablePath, 0o755);
  return {
    executablePath,
    description: `cgroup ${group}: cpu.cfs_quota_us ${quota} per cpu.cfs_period_us ${PERIOD_US} (${fraction} of one core for all of the browser's processes together)`,
    async dispose() {
      await rm(dir, { recursive: true, force: true });
      // Chromium's last processes may still be exiting after browser.close(): the group is removed
      // once it is empty.
      for (let i = 0; i < 50; i++) {
        try {
          await rmdir(group);
          return;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      console.log(`could not remove ${group} (processes still in it?): remove it with rmdir`);
    },
  };
}
