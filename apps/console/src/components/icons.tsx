import type { ReactNode } from 'react';

type IconProps = { className?: string };

/** Outline icons drawn inline: no icon font or image request (the CSP allows 'self' only). */
function Icon({ className = 'size-5', children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  );
}

export type IconComponent = (props: IconProps) => ReactNode;

export const DashboardIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="7" height="9" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="5" rx="1.5" />
    <rect x="13.5" y="11.5" width="7" height="9" rx="1.5" />
    <rect x="3.5" y="15.5" width="7" height="5" rx="1.5" />
  </Icon>
);

export const IdCardIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10.5" r="2" />
    <path d="M5.8 15.8c.7-1.3 1.8-2 3.2-2s2.5.7 3.2 2M15 10h3M15 14h3" />
  </Icon>
);

export const WithdrawIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3M12 15V4M7.5 8.5 12 4l4.5 4.5" />
  </Icon>
);

export const DepositIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3M12 4v11M7.5 10.5 12 15l4.5-4.5" />
  </Icon>
);

export const AlertIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M10.3 4.3 2.8 17.5A2 2 0 0 0 4.5 20.5h15a2 2 0 0 0 1.7-3L13.7 4.3a2 2 0 0 0-3.4 0zM12 9.5v4.5M12 17.2v.1" />
  </Icon>
);

export const ClipboardIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
    <path d="M9 3h6v3H9zM9 11h6M9 15h4" />
  </Icon>
);

export const UsersIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3" />
    <path d="M3.5 19c.8-3 3-4.5 5.5-4.5s4.7 1.5 5.5 4.5M16 5.3a3 3 0 0 1 0 5.4M17.5 14.6c1.5.6 2.5 2 3 4.4" />
  </Icon>
);

export const DocumentIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h6" />
  </Icon>
);

export const MailIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M4 6h16v12H4zM4 7l8 6 8-6" />
  </Icon>
);

export const ImportIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M12 11v6M9.5 14.5 12 17l2.5-2.5" />
  </Icon>
);

export const ReelsIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M9 5v14M15 5v14M5.5 12h1M11.5 12h1M17.5 12h1" />
  </Icon>
);

export const ListIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M9 6h11M9 12h11M9 18h7M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
  </Icon>
);

export const ShieldIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6zM9 12l2 2 4-4" />
  </Icon>
);

export const MenuIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const GlobeIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z" />
  </Icon>
);

export const LockIcon: IconComponent = (props) => (
  <Icon {...props}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

export const ClockIcon: IconComponent = (props) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Icon>
);

export const SignInIcon: IconComponent = (props) => (
  <Icon {...props}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l4-4-4-4M14 12H4" />
  </Icon>
);
