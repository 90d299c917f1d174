import { AccommodationsBanner } from '@/features/accommodations/components/accommodations-banner';
import { AdminDashboardPage } from '@/features/admin-dashboard/components/admin-dashboard-page';
import { candidateReportSlots } from '../candidate-report-slots';

export function Component() {
  return <AdminDashboardPage reports={candidateReportSlots} banner={<AccommodationsBanner />} />;
}
