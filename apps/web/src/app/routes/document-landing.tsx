import DocumentLandingScreen from '../../features/documents/document-landing-screen';
import { HealthPartnerCard } from '../../features/partners/health-partner-card';

/** /document-landing: the documents, with the health partner's card among them. */
export default function DocumentLandingRoute() {
  return <DocumentLandingScreen partnerCard={<HealthPartnerCard />} />;
}
