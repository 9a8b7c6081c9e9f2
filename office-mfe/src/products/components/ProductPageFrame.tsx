import type { Staff } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from '../../shared/components/page.module.css';
import { StaffBar } from '../../shared/components/StaffBar.tsx';
import { PRODUCTS_HOME } from '../../shared/lib/office-paths.ts';
import own from '../ProductEditorPage.module.css';

/** A page about products (the editor, the imports): its heading and the staff bar, the way back to the list. */
export function ProductPageFrame({
  staff,
  title,
  children,
}: {
  staff: Staff;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={`${styles.page} ${own.page}`}>
      <div className={styles.top}>
        <PageHeading>{title}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>
        <Link to={PRODUCTS_HOME}>{t('productEditor.back')}</Link>
      </p>
      {children}
    </section>
  );
}
