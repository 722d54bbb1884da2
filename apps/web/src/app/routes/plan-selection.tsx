import { FamilyMembersEditor } from '../../features/derivatives/family-members-editor';
import PlanSelectionScreen from '../../features/payment/plan-selection-screen';
import { useLocale } from '../../lib/locale';

/** /plan-selection: the plans, with the family members' editor whose changes move the price. */
export default function PlanSelectionRoute() {
  const locale = useLocale();
  return (
    <PlanSelectionScreen
      renderFamilyEditor={(strategy) => <FamilyMembersEditor strategy={strategy} locale={locale} />}
    />
  );
}
