import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { caseKeys } from '../../lib/api/case-keys';
import { formKeys } from '../../lib/api/form-keys';
import { formSectionsQuery } from './api/form-sections';
import { legalPrefill } from './api/legal-prefill';
import { LEGAL_QUESTIONNAIRE, WORK_PERMIT_QUESTIONNAIRE } from './questionnaire-keys';

/** `?section=` names the section of the legal questionnaire; the first one is shown without it. */
export function useSectionParam(): number | undefined {
  const [params] = useSearchParams();
  const section = Number(params.get('section'));
  return Number.isInteger(section) && section > 0 ? section : undefined;
}

/** `?questionnaire=work_permit` opens the work permit questions (Form I-765), answered after filing. */
function useQuestionnaireParam(): string {
  const [params] = useSearchParams();
  return params.get('questionnaire') === WORK_PERMIT_QUESTIONNAIRE
    ? WORK_PERMIT_QUESTIONNAIRE
    : LEGAL_QUESTIONNAIRE;
}

/** A section of a questionnaire of the case, as the questionnaire feature (handed in by the route) shows it. */
export type SectionQuestionnaire = ComponentType<{
  questionnaire: string;
  sectionId: number | undefined;
  configId: number | null | undefined;
  prefill: typeof legalPrefill | undefined;
  onComplete: () => void;
  onSaved?: () => void;
}>;

/**
 * A section of the legal questionnaire. `notice` (the route's) says what the answers changed of the
 * eligibility check; it is read again each time answers reach the server.
 */
export default function LegalQuestionsScreen({
  Questionnaire,
  notice,
}: {
  Questionnaire: SectionQuestionnaire;
  notice?: ReactNode;
}) {
  const section = useSectionParam();
  const questionnaire = useQuestionnaireParam();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The case type's legal questionnaire is one configuration among several; its sections name it.
  const sections = useQuery({ ...formSectionsQuery(locale), enabled: questionnaire === LEGAL_QUESTIONNAIRE });
  const legal = questionnaire === LEGAL_QUESTIONNAIRE;
  return (
    <div className="flex flex-col gap-6">
      {legal ? notice : null}
      <Questionnaire
        key={`${questionnaire}-${section ?? 'first'}`}
        questionnaire={questionnaire}
        sectionId={section}
        configId={legal ? sections.data?.configId : undefined}
        prefill={legal ? legalPrefill : undefined}
        onSaved={() => void queryClient.invalidateQueries({ queryKey: caseKeys.screeningCheck() })}
        onComplete={() => {
          void queryClient.invalidateQueries({ queryKey: formKeys.all });
          const next = legal ? '/legal-sections' : '/forms-checklist';
          void navigate(localizeHref(next, locale));
        }}
      />
    </div>
  );
}
