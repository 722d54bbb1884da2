import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { localizeHref, useLocale } from '../../lib/locale';
import { Questionnaire } from '../questionnaire/questionnaire';
import { LEGAL_QUESTIONNAIRE } from './forms-api';

/** `?section=` names the section of the legal questionnaire; the first one is shown without it. */
export function useSectionParam(): number | undefined {
  const [params] = useSearchParams();
  const section = Number(params.get('section'));
  return Number.isInteger(section) && section > 0 ? section : undefined;
}

export default function LegalQuestionsScreen() {
  const section = useSectionParam();
  const locale = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <Questionnaire
      key={section ?? 'first'}
      questionnaire={LEGAL_QUESTIONNAIRE}
      sectionId={section}
      onComplete={() => {
        void queryClient.invalidateQueries({ queryKey: ['forms'] });
        void navigate(localizeHref('/legal-sections', locale));
      }}
    />
  );
}
