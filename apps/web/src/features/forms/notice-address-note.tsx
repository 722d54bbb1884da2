import type { CaseForm } from '@camino/contracts';
import { useTranslation } from 'react-i18next';

/** Which address USCIS will write to for this form, and on which pages it is printed. */
export function NoticeAddressNote({ form }: { form: CaseForm }) {
  const { t } = useTranslation('forms');
  if (form.notice === undefined) return null;
  return (
    <div className="flex flex-col gap-1" data-testid={`notice-address-${form.id}`}>
      <p>{t('checklist.noticeAddress', { pages: form.notice.pages.join(', ') })}</p>
      <address className="not-italic font-semibold">
        {form.notice.address.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
    </div>
  );
}
