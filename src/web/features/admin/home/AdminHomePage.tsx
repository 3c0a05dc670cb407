import { useAdminSession } from '../../../providers/admin-session/admin-session';
import { AdminDashboard } from './AdminDashboard';
import { SignInForm } from './SignInForm';

/** /admin: the login form, or Admin Home once signed in (SPEC §2). */
export default function AdminHomePage() {
  const { status } = useAdminSession();
  return status === 'signedIn' ? <AdminDashboard /> : <SignInForm />;
}
