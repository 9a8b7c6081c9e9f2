/** What the order loop needs of the shop's configuration: where links in mails point, who the team is, VAT. */
export interface LoopSettings {
  /** The shop's address from configuration (PUBLIC_URL), never from a request. */
  linkOrigin: string;
  /** The team's address for mails the team must act on. */
  teamAddress: string;
  vatRateBasisPoints: number;
}
