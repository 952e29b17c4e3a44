import { currentLanguage, i18n } from '../i18n/index.ts';
import { configureRequest } from '../request/index.ts';
import { navigateTo } from './navigation.ts';
import { notifyError } from './notify.ts';
import { guidePath } from './router/layout-paths.ts';
import { endSessionFromServer } from './session/session-actions.ts';
import { useSession } from './stores/session.store.ts';

/** Connects the request layer to the session, language, notifications and router (called once in main.tsx). */
export function connectRequestLayer(): void {
  configureRequest({
    token: () => useSession.getState().token,
    language: currentLanguage,
    endSession: endSessionFromServer,
    notInitialized: () => navigateTo(guidePath),
    notifyError,
    text: (key) => i18n.t(`request:${key}`),
  });
}
