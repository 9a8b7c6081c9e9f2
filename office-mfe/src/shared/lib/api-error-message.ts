/** The translation key (in this remote's namespace) of a BFF error code, for a form's or an action's alert. */
export function apiErrorKey(code: string): string {
  switch (code) {
    case 'rate_limited':
      return 'errors.rateLimited';
    case 'network_error':
      return 'errors.network';
    case 'unauthenticated':
      return 'errors.unauthenticated';
    case 'invalid_credentials':
      return 'login.invalid';
    case 'invalid_second_factor':
      return 'secondFactor.invalid';
    case 'second_factor_required':
      return 'errors.secondFactorRequired';
    case 'invalid_token':
      return 'setPassword.invalidToken';
    case 'validation_failed':
      return 'errors.validation';
    case 'account_disabled':
      return 'errors.accountDisabled';
    case 'forbidden':
      return 'errors.forbidden';
    case 'not_found':
      return 'errors.notFound';
    case 'stale_order':
    case 'stale_message':
      return 'errors.stale';
    case 'transition_not_allowed':
      return 'errors.notAllowed';
    case 'stock_short':
      return 'errors.stockShort';
    case 'stale_stock':
      return 'errors.staleStock';
    default:
      return 'errors.generic';
  }
}

/** The answers after which the list on screen is no longer the truth: the alert offers to reload it. */
export function isOutdated(code: string): boolean {
  return (
    code === 'stale_order' ||
    code === 'stale_message' ||
    code === 'transition_not_allowed' ||
    code === 'not_found'
  );
}
