import { create } from 'zustand';

/** SPEC §3 "Settings" with the SPEC §9 defaults. */
export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  uniqueOpened: boolean;
  showFooter: boolean;
  footerTxt: string;
  caseNumber: string;
}

interface SettingsState extends Settings {
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

export const defaultSettings: Settings = {
  theme: '#1890ff',
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  uniqueOpened: true,
  showFooter: false,
  footerTxt: '© Zhangfang',
  caseNumber: '',
};

export const useSettings = create<SettingsState>((set) => ({
  ...defaultSettings,
  change: (key, value) => set({ [key]: value } as Partial<Settings>),
}));
