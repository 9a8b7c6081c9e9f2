import {
  type Basket,
  type BuyerProduct,
  formatPrice,
  positiveSizes,
  type Size,
  type SizeQuantities,
  totalQuantity,
  type VisitorProduct,
} from '@shop/contracts';
import {
  loginPath,
  readApiError,
  toastShown,
  useAppDispatch,
  useBuyer,
  useLanguage,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useCatalogAddBasketLineMutation } from '../../api/add-basket-line.ts';
import { useCatalogAttachBrandLogoMutation } from '../../api/attach-brand-logo.ts';
import { useCatalogGetAvailabilityQuery } from '../../api/get-availability.ts';
import { useCatalogUploadFileMutation } from '../../api/upload-file.ts';
import { availabilityShortfalls } from '../../catalogue/availability.ts';
import { useHere } from '../../hooks/use-here.ts';
import { useTakenOver } from '../../hooks/use-taken-over.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import { errorMessage } from './basket-messages.ts';
import styles from './OrderForm.module.css';
import { QuantityStepper } from './QuantityStepper.tsx';
import { availabilityIdOf, ShortfallNote, SizeAvailability } from './SizeAvailability.tsx';

// Few buyers brand their order: the picker is fetched only when the toggle is switched on.
const BrandLogoPicker = lazy(() => import('./BrandLogoPicker.tsx'));

/**
 * The mutations' triggers only: the form shows its own `busy`. By default each hook returns its request's
 * state, and the form re-rendered on each change of it: once more in the frame of the Add press (the
 * request's start, which Redux Toolkit hands the subscribers at the next animation frame) and at its end.
 */
const TRIGGER_ONLY = { selectFromResult: () => ({}) };

/**
 * Size steppers with each size's availability (read in the browser once the page runs), a note for sizes
 * asked beyond what is free, Add Your Brand and Add to basket for one product.
 */
export function OrderForm({ product }: { product: VisitorProduct | BuyerProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const here = useHere();
  const { buyer } = useBuyer();
  const [quantities, setQuantities] = useState<SizeQuantities>({});
  const [addYourBrand, setAddYourBrand] = useState(false);
  const [logo, setLogo] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // A quantity typed into the server's HTML would show but not count: the fields wait for the page to run.
  const takenOver = useTakenOver();
  const [addLine] = useCatalogAddBasketLineMutation(TRIGGER_ONLY);
  const [uploadFile] = useCatalogUploadFileMutation(TRIGGER_ONLY);
  const [attachLogo] = useCatalogAttachBrandLogoMutation(TRIGGER_ONLY);
  // Only the answer: its loading or failure shows nothing (the form works without it).
  const { data: availability } = useCatalogGetAvailabilityQuery(product.id, {
    selectFromResult: ({ data }) => ({ data: data?.productId === product.id ? data : undefined }),
  });
  const availabilityId = useId();
  const described = useMemo(() => {
    const sizes = new Set(
      availability?.sizes.filter((s) => s.state !== 'untracked').map((s) => s.size) ?? [],
    );
    return (size: Size) => (sizes.has(size) ? availabilityIdOf(availabilityId, size) : undefined);
  }, [availability, availabilityId]);
  // One stable callback per size, for the memoised steppers.
  const setQuantityOf = useMemo(
    () =>
      Object.fromEntries(
        product.sizes.map((size) => [size, (n: number) => setQuantities((q) => ({ ...q, [size]: n }))]),
      ) as Record<Size, (n: number) => void>,
    [product.sizes],
  );
  const legendId = useId();
  const brandHintId = useId();

  const total = totalQuantity(quantities);
  const shortfalls = availabilityShortfalls(availability, quantities);
  const priceCents = 'priceCents' in product ? product.priceCents : undefined;

  const failed = (error: unknown, title = t('basket.failedTitle')) =>
    dispatch(toastShown({ kind: 'error', title, description: errorMessage(t, readApiError(error).code) }));

  const add = async () => {
    if (!buyer) {
      dispatch(
        toastShown({
          kind: 'info',
          title: t('basket.loginText'),
          action: { label: t('basket.loginNow'), to: loginPath(here) },
        }),
      );
      return;
    }
    if (total === 0) {
      dispatch(
        toastShown({ kind: 'error', title: t('basket.noItemsTitle'), description: t('basket.noItemsText') }),
      );
      return;
    }
    setBusy(true);
    try {
      // The logo is checked first, so a refused file adds nothing and the buyer can pick another.
      let uploadId: string | null = null;
      if (addYourBrand && logo) {
        try {
          uploadId = (await uploadFile(logo).unwrap()).id;
        } catch (error) {
          failed(error);
          return;
        }
      }
      let basket: Basket;
      try {
        basket = await addLine({
          productId: product.id,
          quantities: positiveSizes(quantities),
          addYourBrand,
        }).unwrap();
      } catch (error) {
        failed(error);
        return;
      }
      setQuantities({});
      dispatch(
        toastShown({
          kind: 'success',
          title: t('basket.addedTitle'),
          description: t('basket.addedText', { count: total, name: product.name }),
          action: { label: t('basket.viewBasket'), to: '/basket' },
        }),
      );
      if (uploadId) {
        try {
          basket = await attachLogo({ productId: product.id, uploadId }).unwrap();
        } catch {
          dispatch(
            toastShown({
              kind: 'error',
              title: t('basket.logoFailedTitle'),
              description: t('basket.logoFailedText'),
            }),
          );
        }
      }
      const { minimumOrder } = basket;
      if (!minimumOrder.met) {
        dispatch(
          toastShown({
            kind: 'info',
            title: t('basket.minimumTitle'),
            description: t('basket.minimumText', {
              count: minimumOrder.count,
              missing: minimumOrder.missing,
              min: minimumOrder.min,
            }),
          }),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <fieldset className={styles.sizes} aria-labelledby={legendId} disabled={!takenOver}>
        <legend id={legendId}>{t('sizes.legend')}</legend>
        {product.sizes.map((size) => (
          <QuantityStepper
            key={size}
            size={size}
            value={quantities[size] ?? 0}
            onChange={setQuantityOf[size]}
            describedBy={described(size)}
          />
        ))}
      </fieldset>
      <SizeAvailability id={availabilityId} sizes={product.sizes} answer={availability} />
      <p className={styles.total} aria-live="polite">
        {priceCents === undefined
          ? t('sizes.total', { count: total })
          : t('sizes.totalWithPrice', { count: total, price: formatPrice(total * priceCents, language) })}
      </p>
      <ShortfallNote shortfalls={shortfalls} />

      <div className={styles.brand}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            disabled={!takenOver}
            aria-checked={addYourBrand}
            checked={addYourBrand}
            aria-describedby={brandHintId}
            onChange={(e) => {
              setAddYourBrand(e.target.checked);
              // Turning the brand off forgets the chosen logo.
              if (!e.target.checked) setLogo(null);
            }}
          />
          <span>{t('brand.toggle')}</span>
        </label>
        <p id={brandHintId} className={note.note}>
          {t('brand.hint')}
        </p>
        {addYourBrand ? (
          <Suspense fallback={<p role="status">{t('brand.loading')}</p>}>
            <BrandLogoPicker file={logo} onChange={setLogo} />
          </Suspense>
        ) : null}
      </div>

      <Button busy={busy} onClick={() => void add()}>
        {t('basket.add')}
      </Button>
    </div>
  );
}
