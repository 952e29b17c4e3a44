import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/router/route-types.ts';

const Login = lazy(() => import('./login.page.tsx'));
const PhoneLogin = lazy(() => import('./phone-login.page.tsx'));
const PhoneCodeLogin = lazy(() => import('./phone-code-login.page.tsx'));
const Register = lazy(() => import('./register.page.tsx'));

/** The public routes of SPEC §2 that belong to signing in, registering and the account itself. */
export const publicRoutes: FeatureRoutes['publicRoutes'] = [
  { path: '/login', titleKey: 'auth:title.login', Screen: Login },
  { path: '/phonePasswordLogin', titleKey: 'auth:title.login', Screen: Login },
  { path: '/phoneLogin', titleKey: 'auth:title.smsLogin', Screen: PhoneLogin },
  { path: '/phoneCodeLogin', titleKey: 'auth:title.smsLogin', Screen: PhoneCodeLogin },
  { path: '/forgetPassword', titleKey: 'auth:title.forget', Screen: lazy(() => import('./forget-password.page.tsx')) },
  { path: '/registered', titleKey: 'auth:title.register', Screen: Register },
  { path: '/phoneRegistered', titleKey: 'auth:title.register', Screen: lazy(() => import('./phone-register.page.tsx')) },
  { path: '/agreement', titleKey: 'auth:title.agreement', Screen: lazy(() => import('./agreement.page.tsx')) },
  { path: '/cancellation', titleKey: 'auth:title.cancellation', Screen: lazy(() => import('./cancellation.page.tsx')) },
];
