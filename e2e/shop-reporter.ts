import { relative } from 'node:path';
import type { FullConfig, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { MACHINE_TAG, MAIL_CHECK_SKIPPED, PREVIEW_LINK, RUNNING_SHOP } from './tests/shop-under-test.ts';

/**
 * Says what a run against a running shop leaves out (the `@machine` journeys, the mail checks) before it
 * starts, and where the HTML report is at the end: Playwright's own line about it shows in a terminal only.
 */
export default class ShopReporter implements Reporter {
  private readonly htmlReport: string;
  private readonly mailChecksSkipped = new Set<string>();
  private ran = 0;

  constructor(options: { htmlReport: string }) {
    this.htmlReport = options.htmlReport;
  }

  printsToStdio(): boolean {
    return false;
  }

  onBegin(_config: FullConfig, suite: Suite): void {
    // Nothing to run (a global setup that stopped the run): nothing to say.
    if (!RUNNING_SHOP || suite.allTests().length === 0) return;
    const machine = suite.allTests().filter((test) => test.tags.includes(MACHINE_TAG)).length;
    console.log(
      `E2E_BASE_URL set: skipping ${machine} journeys tagged ${MACHINE_TAG} (they need the shop's own machine: ` +
        'outbox, own BFFs, deploy tool)',
    );
    if (PREVIEW_LINK) console.log(`E2E_PREVIEW set: every journey's browser opens ${PREVIEW_LINK} first`);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.ran++;
    if (result.annotations.some((note) => note.type === MAIL_CHECK_SKIPPED)) {
      this.mailChecksSkipped.add(test.id);
    }
  }

  onEnd(): void {
    // Nothing ran (`--list`): no report to point at.
    if (this.ran === 0) return;
    if (this.mailChecksSkipped.size > 0) {
      console.log(
        `\n${this.mailChecksSkipped.size} journeys left out their check of the mails the shop sent ` +
          "(the shop's outbox folder is not readable from here: E2E_DATA_DIR names it)",
      );
    }
    // Relative to where the command was typed (npm runs the script in e2e/ and keeps that in INIT_CWD).
    const report = relative(process.env.INIT_CWD ?? process.cwd(), this.htmlReport) || '.';
    console.log(`\nHTML report, with a trace of each failure: ${report}`);
    console.log(`  open it with: npx playwright show-report ${report}`);
  }
}
