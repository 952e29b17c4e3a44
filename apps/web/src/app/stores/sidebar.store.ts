import Cookies from 'js-cookie';
import { create } from 'zustand';

/** SPEC §2/§9: sidebar open state in a cookie, closed below 992 px, component size small. */
export const sidebarCookie = 'sidebarStatus';
export const mobileBreakpoint = 992;
export type Device = 'desktop' | 'mobile';

interface SidebarState {
  opened: boolean;
  device: Device;
  size: 'small' | 'middle' | 'large';
  toggle(): void;
  close(): void;
  setDevice(device: Device): void;
}

export const useSidebar = create<SidebarState>((set) => ({
  opened: Cookies.get(sidebarCookie) !== '0',
  device: 'desktop',
  size: 'small',
  toggle: () =>
    set((s) => {
      Cookies.set(sidebarCookie, s.opened ? '0' : '1');
      return { opened: !s.opened };
    }),
  close: () => {
    Cookies.set(sidebarCookie, '0');
    set({ opened: false });
  },
  setDevice: (device) => set({ device }),
}));
