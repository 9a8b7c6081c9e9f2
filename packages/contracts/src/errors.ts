/** Machine-readable error codes; frontends translate them (`errors.<code>`). */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'unsupported_file_type',
  'invalid_credentials',
  'email_taken',
  'invalid_token',
  'minimum_order_not_met',
  'delivery_address_required',
  'no_items_selected',
  'sample_limit_reached',
  'sample_already_requested',
  'basket_line_would_be_empty',
  'internal_error',
  /** The instance is shutting down (its readiness check): a load balancer sends the request elsewhere. */
  'unavailable',
  'unsupported_media_type',
  'csrf',
  'account_pending',
  'account_rejected',
  'account_disabled',
  'second_factor_required',
  'invalid_second_factor',
  'stale_order',
  'transition_not_allowed',
  'quote_expired',
  /** An order request needs the business's VAT number (ΑΦΜ) on the profile first. */
  'vat_number_required',
  /** Someone else saved the product since it was opened (the answer's `version` is stale). */
  'stale_product',
  /** Someone added, arranged or removed the product's photos since they were opened (`photosVersion`). */
  'stale_photos',
  /** Products of an import file changed since the file was checked: nothing was written (`fields` names them). */
  'stale_import',
  /** A contact message was answered or changed since it was opened. */
  'stale_message',
  /** A product may have at most MAX_PRODUCT_PHOTOS photos. */
  'too_many_photos',
  /** An import file with a problem on any line: nothing was written. */
  'import_has_errors',
  /** A quote asks for more pieces of a size than are free now (`fields`: `<productId>.<size>`): nothing reserved. */
  'stock_short',
  /** Someone saved the product's stock since it was opened (`stockVersion`). */
  'stale_stock',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Values of `error.fields` in a `validation_failed` answer: one code per field, which the
 * frontends translate (`fieldErrors.<code>`), so the same answer reads well in en and gr.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'unknown_field',
  'invalid_type',
  'invalid_value',
  'invalid_format',
  'invalid_email',
  'invalid_postal_code',
  'too_short',
  'too_long',
  'out_of_range',
  'passwords_do_not_match',
  'unsupported_file_type',
  'file_too_large',
  'date_in_past',
  /** A date further ahead than allowed (a quote's validity: QUOTE_MAX_VALIDITY_DAYS). */
  'date_too_far',
  'duplicate_value',
  /** A Greek VAT number (ΑΦΜ) whose last digit is not its check digit. */
  'invalid_check_digit',
  /** A value another record already has (a product code). */
  'taken',
  /** Someone changed it after it was read (an import line's product since the check). */
  'changed_meanwhile',
  /** Control or text-direction characters (contracts `textProblem`). */
  'invalid_characters',
  /** More pieces than are free now (a line of an order, a size in stock). */
  'out_of_stock',
  /** Fewer pieces held than accepted quotes already reserved. */
  'below_reserved',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];
