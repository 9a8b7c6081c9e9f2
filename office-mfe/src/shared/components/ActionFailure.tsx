import { useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import { NAMESPACE } from '../../i18n/register.ts';
import { OFFICE_TAG, officeApi } from '../api/office-api.ts';
import type { ActionFailureState } from '../hooks/use-item-action.ts';
import { apiErrorKey, isOutdated } from '../lib/api-error-message.ts';

/**
 * Why an action did not go through. When the list on screen is out of date (someone changed the item: 409
 * `stale_order`; it moved on: `transition_not_allowed`), it says so and offers to reload the list.
 */
export function ActionFailure({ failure, onReload }: { failure: ActionFailureState; onReload?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const reload = () => {
    dispatch(officeApi.util.invalidateTags([OFFICE_TAG]));
    onReload?.();
  };
  return (
    <FormAlert key={failure.attempt}>
      <p>{t(apiErrorKey(failure.code))}</p>
      {isOutdated(failure.code) ? (
        <Button variant="secondary" onClick={reload}>
          {t('errors.reload')}
        </Button>
      ) : null}
    </FormAlert>
  );
}
