/** The translation key (in this remote's namespace) of a BFF error code, for a form's alert. */
export function apiErrorKey(code: string): string {
  switch (code) {
    case 'rate_limited':
      return 'errors.rateLimited';
    case 'network_error':
      return 'errors.network';
    case 'unauthenticated':
      return 'errors.unauthenticated';
    case 'email_taken':
      return 'errors.emailTaken';
    case 'invalid_token':
      return 'errors.invalidToken';
    case 'invalid_credentials':
      return 'login.invalid';
    case 'validation_failed':
      return 'errors.validation';
    case 'account_pending':
      return 'errors.accountPending';
    case 'account_rejected':
      return 'errors.accountRejected';
    case 'account_disabled':
      return 'errors.accountDisabled';
    case 'vat_number_required':
      return 'errors.vatNumberRequired';
    case 'stock_short':
      return 'errors.stockShort';
    default:
      return 'errors.generic';
  }
}
