import type { FastifyRequest } from 'fastify';
import type { ProductEditor } from '../../../../domain/office-products/product-changes.ts';
import { currentStaff } from '../../../../plugins/auth.ts';

/** The staff member making a change, as the audit log and `updatedBy` name them. */
export function editorOf(request: FastifyRequest): ProductEditor {
  const staff = currentStaff(request);
  return { id: staff.staffId, name: staff.name };
}
