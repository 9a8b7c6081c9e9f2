import { formatDate, type OfficeCustomRequest, type UploadRef } from '@shop/contracts';
import { selectLanguage, useAppSelector, useParams, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import { FactList } from '../shared/components/FactList.tsx';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { uploadUrl, useOfficeGetOfficeCustomRequestQuery } from './api/office-requests.ts';
import styles from './components/RequestPage.module.css';
import { RequestPage, sizesText } from './components/RequestPage.tsx';

const IMAGE = /\.(png|jpe?g|webp)$/i;

/** An image shown inline, anything else (a PDF) as a link. */
function UploadPreview({ upload, label }: { upload: UploadRef; label: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <figure>
      {IMAGE.test(upload.name) ? (
        <img className={styles.preview} src={uploadUrl(upload.id)} alt={`${label}: ${upload.name}`} />
      ) : null}
      <figcaption>
        <a href={uploadUrl(upload.id)} download={upload.name}>
          {t('request.download', { name: upload.name })}
        </a>
      </figcaption>
    </figure>
  );
}

function CustomLines({ request }: { request: OfficeCustomRequest }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  return (
    <section aria-labelledby="custom-lines-title">
      <h2 id="custom-lines-title">{t('request.lines')}</h2>
      {request.preferredDeliveryDate ? (
        <p>{t('request.preferredDate', { date: formatDate(request.preferredDeliveryDate, language) })}</p>
      ) : null}
      <ul className={styles.list}>
        {request.lines.map((line) => (
          <li key={line.type} className={styles.card}>
            <h3>{t(`customType.${line.type}`)}</h3>
            <FactList>
              <dt>{t('request.fabric')}</dt>
              <dd>{t(`fabric.${line.fabric}`)}</dd>
              <dt>{t('request.sizes')}</dt>
              <dd>
                {sizesText(line.sizes)} ({t('request.pieces', { count: line.totalQuantity })})
              </dd>
              <dt>{t('request.sample')}</dt>
              <dd>{line.requestSample ? t('request.yes') : t('request.no')}</dd>
              <dt>{t('request.designFile')}</dt>
              <dd>
                {line.designFile ? (
                  <UploadPreview upload={line.designFile} label={t('request.designFile')} />
                ) : (
                  t('request.none')
                )}
              </dd>
            </FactList>
          </li>
        ))}
      </ul>
      <h3>{t('request.brandLabel')}</h3>
      {request.brandLabel ? (
        <UploadPreview upload={request.brandLabel} label={t('request.brandLabel')} />
      ) : (
        <p>{t('request.none')}</p>
      )}
    </section>
  );
}

function CustomRequest() {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const reference = useParams().reference ?? '';
  const { data, isLoading, isError, refetch } = useOfficeGetOfficeCustomRequestQuery({ reference, language });
  const subjects = (data?.lines ?? []).map((line, i) => ({
    position: i + 1,
    description: `${t(`customType.${line.type}`)} — ${t(`fabric.${line.fabric}`)}`,
    quantity: line.totalQuantity,
    unitPriceCents: null,
  }));
  return (
    <RequestPage
      kind="custom"
      title={t('request.customTitle', { reference })}
      request={data}
      isLoading={isLoading}
      failed={isError && !data}
      refetch={refetch}
      subjects={subjects}
    >
      {data ? <CustomLines request={data} /> : null}
    </RequestPage>
  );
}

/** A custom-made request: the product types, fabrics, sizes and files; the quote editor; steps and thread. */
export default function CustomRequestPage() {
  return <RequireStaff>{() => <CustomRequest />}</RequireStaff>;
}
