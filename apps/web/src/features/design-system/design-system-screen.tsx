import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BREADCRUMB_KEYS, UI_SIZES, UI_TYPES } from '@camino/contracts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Modal } from '../../ui/modal';
import { PageIntro } from '../../ui/page-intro';
import { ProgressBar } from '../../ui/progress-bar';
import { RadioGroup } from '../../ui/radio-group';
import { SelectField } from '../../ui/select-field';
import { Stepper } from '../../ui/stepper';
import { TextField } from '../../ui/text-field';
import { TILE_STATES, Tile } from '../../ui/tile';
import { useToast } from '../../ui/toast/toast-context';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 border-t border-line pt-6">
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Every piece of the design system; `samples` are other features' entries its route hands in. */
export default function DesignSystemScreen({ samples }: { samples: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toast = useToast();
  const [modalOpen, setModalOpen] = useState(false);
  const [keepOpen, setKeepOpen] = useState(false);
  const [modalStatus, setModalStatus] = useState('');
  const [tileStatus, setTileStatus] = useState('');
  const [gender, setGender] = useState<string>();
  const sample = new Date(Date.UTC(2026, 10, 21, 12));

  return (
    <div className="flex flex-col gap-8">
      <PageIntro title={t('designSystem.title')} intro={t('designSystem.intro')} />
      {samples}

      <Section id="ds-buttons" title={t('designSystem.buttons')}>
        {UI_SIZES.map((size) => (
          <div key={size} className="flex flex-wrap items-center gap-3">
            {UI_TYPES.map((type) => (
              <Button key={type} size={size} variant={type} data-testid={`ds-button-${type}-${size}`}>
                {t(`designSystem.types.${type}`)} · {t(`designSystem.sizes.${size}`)}
              </Button>
            ))}
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-3">
          {UI_TYPES.map((type) => (
            <Button key={type} variant={type} outline data-testid={`ds-button-${type}-outline`}>
              {t(`designSystem.types.${type}`)} · {t('designSystem.outline')}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button loading data-testid="ds-button-loading">
            {t('designSystem.loading')}
          </Button>
        </div>
      </Section>

      <Section id="ds-modal" title={t('designSystem.modal')}>
        <div className="flex flex-wrap gap-3">
          <Button
            onClick={() => {
              setModalStatus('');
              setModalOpen(true);
            }}
            data-testid="ds-open-modal"
          >
            {t('designSystem.openModal')}
          </Button>
          <Button outline onClick={() => setKeepOpen(true)} data-testid="ds-open-modal-keep">
            {t('designSystem.openModalKeep')}
          </Button>
        </div>
        <p role="status" data-testid="ds-modal-status">
          {modalStatus}
        </p>
        <Modal
          open={modalOpen}
          title={t('designSystem.modalTitle')}
          testId="ds-modal"
          onConfirm={() => setModalStatus(t('designSystem.modalConfirmed'))}
          onHide={() => setModalOpen(false)}
          onClose={() => setModalStatus((status) => status || t('designSystem.modalClosed'))}
        >
          <p>{t('designSystem.modalBody')}</p>
        </Modal>
        <Modal
          open={keepOpen}
          title={t('designSystem.modalTitle')}
          testId="ds-modal-keep"
          closeOnConfirm={false}
          disableOverlayClose
          onConfirm={() => setModalStatus(t('designSystem.modalConfirmed'))}
          onHide={() => setKeepOpen(false)}
          onClose={() => undefined}
        >
          <p>{t('designSystem.modalBody')}</p>
        </Modal>
      </Section>

      <Section id="ds-toasts" title={t('designSystem.toasts')}>
        <div className="flex flex-wrap gap-3">
          {UI_TYPES.map((type) => (
            <Button
              key={type}
              variant={type}
              outline
              data-testid={`ds-toast-${type}`}
              onClick={() =>
                toast.show({ type, title: t('designSystem.toastTitle'), text: t('designSystem.toastText') })
              }
            >
              {t('designSystem.showToast', { type: t(`designSystem.types.${type}`) })}
            </Button>
          ))}
          <Button
            outline
            data-testid="ds-toast-small"
            onClick={() => toast.show({ size: 'small', text: t('designSystem.toastText') })}
          >
            {t('designSystem.showSmallToast')}
          </Button>
          <Button
            outline
            data-testid="ds-toast-sticky"
            onClick={() =>
              toast.show({
                autoClose: false,
                type: 'info',
                title: t('designSystem.toastTitle'),
                text: t('designSystem.toastText'),
              })
            }
          >
            {t('designSystem.showStickyToast')}
          </Button>
        </div>
      </Section>

      <Section id="ds-tiles" title={t('designSystem.tiles')}>
        <div className="grid gap-3 sm:grid-cols-2">
          {TILE_STATES.map((state) => (
            <Tile
              key={state}
              state={state}
              title={t('designSystem.tileTitle')}
              description={`${t('designSystem.tileDescription')} · ${t(`tile.state.${state}`)}`}
              testId={`ds-tile-${state}`}
              onClick={() =>
                setTileStatus(t('designSystem.tileClicked', { state: t(`tile.state.${state}`) }))
              }
            />
          ))}
        </div>
        <p role="status" data-testid="ds-tile-status">
          {tileStatus}
        </p>
      </Section>

      <Section id="ds-fields" title={t('designSystem.fields')}>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label={t('designSystem.name')} hint={t('designSystem.nameHint')} data-testid="ds-text" />
          <TextField
            label={t('designSystem.name')}
            error={t('designSystem.nameError')}
            data-testid="ds-text-error"
          />
          <SelectField
            label={t('designSystem.country')}
            placeholder={t('designSystem.countryPlaceholder')}
            options={(['mx', 'gt', 'hn', 'sv'] as const).map((code) => ({
              value: code,
              label: t(`designSystem.countries.${code}`),
            }))}
            data-testid="ds-select"
          />
          <Checkbox
            label={t('designSystem.consent')}
            hint={t('designSystem.consentHint')}
            data-testid="ds-checkbox"
          />
          <RadioGroup
            legend={t('designSystem.gender')}
            name="ds-gender"
            value={gender}
            onChange={setGender}
            options={[
              { value: 'female', label: t('designSystem.genders.female') },
              { value: 'male', label: t('designSystem.genders.male') },
            ]}
          />
        </div>
      </Section>

      <Section id="ds-stepper" title={t('designSystem.stepper')}>
        <Stepper
          label={t('designSystem.stepperLabel')}
          current={1}
          steps={[
            t('designSystem.steps.documents'),
            t('designSystem.steps.information'),
            t('designSystem.steps.assembly'),
            t('designSystem.steps.review'),
          ]}
        />
      </Section>

      <Section id="ds-progress" title={t('designSystem.progress')}>
        {([0, 35, 100] as const).map((value) => {
          const text = formatNumber(value / 100, locale, { style: 'percent' });
          return (
            <ProgressBar
              key={value}
              value={value}
              valueText={text}
              type={value === 100 ? 'success' : 'default'}
              label={t('designSystem.progressLabel', { value: text })}
            />
          );
        })}
      </Section>

      <Section id="ds-breadcrumbs" title={t('designSystem.breadcrumbs')}>
        {BREADCRUMB_KEYS.map((key) => (
          <Breadcrumbs
            key={key}
            items={[{ label: t('breadcrumbs.help'), to: '#' }, { label: t(`breadcrumbs.${key}`) }]}
          />
        ))}
      </Section>

      <Section id="ds-formatting" title={t('designSystem.formatting')}>
        <ul className="list-disc pl-6" data-testid="ds-formatting">
          <li>{formatDate(sample, locale)}</li>
          <li>{formatNumber(1234567.89, locale)}</li>
          <li>{formatMoney(1450, locale)}</li>
          <li>{formatMoney(99.5, locale)}</li>
        </ul>
      </Section>
    </div>
  );
}
