import { ErrorPage } from '../../app/error-page.tsx';

export const PermissionsDenyPage = () => <ErrorPage status={403} />;
