// A @web/test-runner reporter: after the run, each test file's time, slowest first, so the suite's time can be seen
// where it goes (npm test's own table gives only the whole ui `test` task). The config runs one file at a time, so a
// file's time is the wall clock from the results of the file before it (or the run's start) to its own.

/**
 * @param {{ top?: number }} [options] how many of the slowest files to list (default 15)
 * @returns {import('@web/test-runner').Reporter}
 */
export function fileTimesReporter({ top = 15 } = {}) {
  /** @type {[file: string, ms: number][]} */
  const times = [];
  /** @type {[name: string, ms: number][]} */
  const tests = [];
  let last = Date.now();
  /** Every test's duration, named by its file and suites. */
  const collect = (suite, file, names) => {
    if (!suite) return;
    for (const test of suite.tests ?? []) if (test.duration) tests.push([`${file}: ${[...names, test.name].join(' > ')}`, test.duration]);
    for (const child of suite.suites ?? []) collect(child, file, [...names, child.name]);
  };
  return {
    start({ startTime }) {
      last = startTime ?? Date.now();
    },
    reportTestFileResults({ testFile, sessionsForTestFile }) {
      const now = Date.now();
      times.push([testFile, now - last]);
      last = now;
      const file = testFile.replace(/\\/g, '/').split('/src/').pop();
      for (const session of sessionsForTestFile) collect(session.testResults, file, []);
    },
    onTestRunFinished() {
      if (times.length === 0) return;
      const total = times.reduce((sum, [, ms]) => sum + ms, 0);
      const slowest = [...times].sort((a, b) => b[1] - a[1]).slice(0, top);
      const root = process.cwd().replace(/\\/g, '/');
      console.log(`\nTest files' times (${times.length} files, ${(total / 1000).toFixed(1)} s; the ${slowest.length} slowest):`);
      for (const [file, ms] of slowest) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file.replace(/\\/g, '/').replace(`${root}/`, '')}`);
      console.log(`The ${top} slowest tests:`);
      for (const [name, ms] of [...tests].sort((a, b) => b[1] - a[1]).slice(0, top))
        console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name.slice(0, 150)}`);
    },
  };
}
