// Inline line icons (24×24, stroke = currentColor): no icon library in the public bundle.
import type { ReactNode } from 'react';

export type IconProps = { size?: number; className?: string };

export function Svg({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
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

export function WhatsAppIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3.5 20.5l1.3-4.1A8.6 8.6 0 1 1 8 19.4z" />
      <path
        fill="currentColor"
        stroke="none"
        d="M8.6 8.4c.3-.7.7-.9 1.1-.9h.5c.2 0 .4.1.5.4l.7 1.6c.1.3 0 .5-.1.7l-.5.6c-.1.2-.1.4 0 .5.7 1.2 1.6 2 2.8 2.6.2.1.4.1.5-.1l.6-.7c.2-.2.4-.2.6-.1l1.6.8c.2.1.4.3.4.5 0 .6-.2 1.2-.8 1.6-.6.4-1.5.6-2.6.2-1.6-.6-3.1-1.8-4.2-3.3-.9-1.3-1.3-2.7-.7-3.9z"
      />
    </Svg>
  );
}

export function InstagramIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5.2" />
      <circle cx="12" cy="12" r="4.1" />
      <circle cx="17.4" cy="6.6" r="1" fill="currentColor" stroke="none" />
    </Svg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m3.8 7 8.2 6 8.2-6" />
    </Svg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-6.5-5.6-6.5-11.1a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21z" />
      <circle cx="12" cy="9.8" r="2.4" />
    </Svg>
  );
}

export function ClockIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Svg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.6 3.8h2.2l1.4 3.8-1.8 1.2a11 11 0 0 0 6.8 6.8l1.2-1.8 3.8 1.4v2.2a2 2 0 0 1-2.2 2A15.8 15.8 0 0 1 4.6 6a2 2 0 0 1 2-2.2z" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Svg>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function GiftIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v7.5a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V12M12 8v12.5" />
      <path d="M12 8S10.8 3.5 8.3 3.5a2.2 2.2 0 0 0 0 4.5M12 8s1.2-4.5 3.7-4.5a2.2 2.2 0 0 1 0 4.5" />
    </Svg>
  );
}

export function ArrowIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M5 12h14m-5.5-5.5L19 12l-5.5 5.5" />
    </Svg>
  );
}

/** The studio's mark: a leaf over a wave, inside a circle. */
export function LogoMark({ size = 36, className }: IconProps) {
  return (
    <svg viewBox="0 0 40 40" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <circle cx="20" cy="20" r="20" fill="#2e7d32" />
      <path d="M20 8.5c-5.6 4.8-8 9.3-8 13.2a8 8 0 0 0 16 0c0-3.9-2.4-8.4-8-13.2z" fill="#e8f3e8" />
      <path
        d="M20 13v16.5M20 19.5l3.2-2.6M20 24l-3.4-2.8"
        stroke="#2e7d32"
        strokeWidth="1.5"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M7.5 29.5c2.8-1.6 5.5-1.6 8.3 0s5.6 1.6 8.4 0 5.5-1.6 8.3 0"
        stroke="#cfe6cf"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
