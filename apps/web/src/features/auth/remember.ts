import Cookies from 'js-cookie';

/**
 * "Remember me" on the password login (SPEC §2/§9): the phone for 7 days and the password for 1 day in cookies,
 * so the form is filled in next time; unticking forgets both. The token cookie itself always lives 7 days.
 */
const phoneCookie = 'phone';
const passwordCookie = 'password';
const rememberCookie = 'remember';

export interface Remembered {
  phone: string;
  password: string;
  remember: boolean;
}

export function readRemembered(): Remembered {
  return {
    phone: Cookies.get(phoneCookie) ?? '',
    password: Cookies.get(passwordCookie) ?? '',
    remember: Cookies.get(rememberCookie) === '1',
  };
}

export function saveRemembered(phone: string, password: string, remember: boolean): void {
  if (!remember) {
    for (const name of [phoneCookie, passwordCookie, rememberCookie]) Cookies.remove(name);
    return;
  }
  const secure = window.location.protocol === 'https:';
  Cookies.set(phoneCookie, phone, { expires: 7, sameSite: 'Strict', secure });
  Cookies.set(passwordCookie, password, { expires: 1, sameSite: 'Strict', secure });
  Cookies.set(rememberCookie, '1', { expires: 7, sameSite: 'Strict', secure });
}
