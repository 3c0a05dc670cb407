import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../providers/alerts';
import { serverMessage } from '../../../api/admin-client';
import type { CatalogueEntity } from './catalogue-entities';

/**
 * A delete page's confirm button: deletes, then back to the list with the success snackbar; a
 * refusal (e.g. the server's "used by 3 attractions") stays on the page for the admin to read.
 */
export function useCatalogueDelete(
  remove: { mutateAsync: (key: string) => Promise<unknown>; isPending: boolean },
  entity: CatalogueEntity,
  messages: { deleted: string; notDeleted: string },
) {
  const navigate = useNavigate();
  const { showAlert } = useAlerts();
  const [failure, setFailure] = useState<string | null>(null);

  /** DeleteConfirmation's deleting, failure and onConfirm for the item named `key`. */
  return (key: string) => ({
    deleting: remove.isPending,
    failure,
    onConfirm: async () => {
      setFailure(null);
      try {
        await remove.mutateAsync(key);
        showAlert({ severity: 'success', message: messages.deleted });
        void navigate(entity.listPath, { replace: true });
      } catch (error) {
        setFailure(serverMessage(error) ?? messages.notDeleted);
      }
    },
  });
}
