import { type CompositionReportBody, KIND_NOUNS, ownerName } from '@shop/contracts';

/**
 * One log line for a remote the shell refused to mount (decision 0030): which area and release, and each
 * name it adds that another area on the page had, so the team that shipped it can search the logs for it.
 */
export function refusalLine(report: CompositionReportBody): string {
  const area = ownerName(report.area);
  const release = report.version ? ` ${report.version}` : '';
  const reasons = [
    ...report.clashes.map(
      (clash) => `${KIND_NOUNS[clash.kind]} ${clash.name} already added by ${ownerName(clash.owner)}`,
    ),
    ...report.problems,
  ];
  return `composition refused in a browser: ${area}${release} was not mounted: ${reasons.join('; ') || 'no reason given'}`;
}
