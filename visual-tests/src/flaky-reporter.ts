import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** A test that failed and then passed on its retry: reported, never ignored (docs/testing.md). */
export interface FlakyTest {
  title: string;
  firstError: string;
}

/** Where the list goes, beside the run's other results, for `scripts/test.sh` to print at the very end. */
export const FLAKY_FILE = 'flaky-tests.json';

/**
 * Lists every test that passed only on retry, with its project, file, title and the first line of its first
 * error, at the end of the run and in `test-results/flaky-tests.json`.
 */
export default class FlakyReporter implements Reporter {
  private readonly failures = new Map<TestCase, string>();
  private outputDir = 'test-results';

  onBegin(config: FullConfig): void {
    this.outputDir = config.projects[0]?.outputDir ?? this.outputDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || this.failures.has(test)) return;
    const message = result.errors[0]?.message ?? result.error?.message ?? result.status;
    // The message's first line without its colour codes.
    this.failures.set(test, (stripVTControlCharacters(message).split('\n')[0] ?? '').trim());
  }

  onEnd(): void {
    const flaky: FlakyTest[] = [];
    for (const [test, firstError] of this.failures) {
      if (test.outcome() !== 'flaky') continue;
      flaky.push({ title: test.titlePath().filter(Boolean).join(' › '), firstError });
    }
    mkdirSync(this.outputDir, { recursive: true });
    writeFileSync(join(this.outputDir, FLAKY_FILE), `${JSON.stringify(flaky, null, 2)}\n`);
    if (flaky.length === 0) return;
    console.log(`\n${flaky.length} test(s) passed only on retry — each is a failure to fix:`);
    for (const test of flaky) console.log(`  ${test.title}\n    first error: ${test.firstError}`);
  }
}
