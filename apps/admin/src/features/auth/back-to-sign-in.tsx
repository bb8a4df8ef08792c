import { Link } from 'wouter';

// The way back to the sign-in page from the password pages.
export const BackToSignIn = () => (
  <p className="text-center text-sm">
    <Link href="/login" className="text-brand-700 hover:underline">
      Back to sign in
    </Link>
  </p>
);
