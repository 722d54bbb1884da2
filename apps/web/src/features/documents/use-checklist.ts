import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../lib/locale';
import { checklistQuery } from './api/checklist';

export function useChecklist() {
  const locale = useLocale();
  return useQuery(checklistQuery(locale));
}
