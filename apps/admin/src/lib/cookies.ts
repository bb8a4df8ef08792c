// Session cookies (product.md §9): with "remember" they last 8 hours, otherwise they are session cookies.
export const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

// Script-readable by nature (the access token and the remember flag); the refresh token is not
// among them, the API keeps it in an HttpOnly cookie.
export const writeCookie = (name: string, value: string, remember: boolean) => {
  const expires = remember ? `; max-age=${8 * 60 * 60}` : '';
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; path=/; SameSite=Strict${expires}${secure}`;
};

export const clearCookie = (name: string) => {
  document.cookie = `${name}=; path=/; max-age=0`;
};
