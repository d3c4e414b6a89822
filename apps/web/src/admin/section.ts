import type { StaffMember } from '@cartwise/domain/admin/staff';

/** What a section's page receives: the staff member, and the rest of the address after its own (`/admin/orders/<id>` → `<id>`). */
export interface SectionProps {
  member: StaffMember;
  rest: string;
}
