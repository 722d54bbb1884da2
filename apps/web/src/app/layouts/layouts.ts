import type { ComponentType } from 'react';
import type { Layout } from '@camino/contracts';
import { DashboardLayout } from './dashboard-layout';
import { DefaultLayout } from './default-layout';
import { EmptyLayout } from './empty-layout';
import { HomeLayout } from './home-layout';
import { InitialPageLayout } from './initial-page-layout';
import { QuestionnaireLayout } from './questionnaire-layout';
import { ReferralLayout } from './referral-layout';

export const LAYOUT_COMPONENTS: Record<Layout, ComponentType> = {
  dashboard: DashboardLayout,
  default: DefaultLayout,
  home: HomeLayout,
  'initial-page': InitialPageLayout,
  questionnaire: QuestionnaireLayout,
  referral: ReferralLayout,
  empty: EmptyLayout,
};
