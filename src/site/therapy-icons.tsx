// One line icon per therapy and children's class (see content.ts).
import type { ReactNode } from 'react';
import type { TherapyIconName } from './content';
import { Svg, type IconProps } from './icons';

const paths: Record<TherapyIconName, ReactNode> = {
  acupuntura: (
    <>
      <path d="M4.5 19.5 14 10" />
      <path d="M14 10l4.8-4.8" strokeWidth={3.2} />
      <circle cx="7" cy="7.5" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="17.5" cy="15" r="1.1" fill="currentColor" stroke="none" />
      <circle cx="11.5" cy="4.5" r="1.1" fill="currentColor" stroke="none" />
    </>
  ),
  auriculoterapia: (
    <>
      <path d="M7.5 9.5a5 5 0 0 1 10 0c0 2.6-1.6 3.6-2.6 4.7-.9 1-1.2 1.8-1.2 3A3.3 3.3 0 0 1 7.6 19" />
      <path d="M10.5 9.7a2 2 0 0 1 4 0c0 1.2-1.2 1.7-1.8 2.5" />
      <circle cx="16.6" cy="6.4" r="1" fill="currentColor" stroke="none" />
      <circle cx="12.2" cy="15.2" r="1" fill="currentColor" stroke="none" />
    </>
  ),
  massagem: (
    <>
      <ellipse cx="12" cy="18" rx="7.5" ry="2.5" />
      <ellipse cx="12" cy="12.6" rx="5.3" ry="2" />
      <ellipse cx="12" cy="8.2" rx="3.2" ry="1.5" />
      <path d="M9.5 4.5c.6-.6.6-1.4 0-2M14.5 4.5c.6-.6.6-1.4 0-2" />
    </>
  ),
  quiropraxia: (
    <>
      <rect x="9.2" y="2.8" width="5.6" height="3" rx="1.3" />
      <rect x="9.8" y="7.4" width="5.6" height="3" rx="1.3" />
      <rect x="9.8" y="12" width="5.6" height="3" rx="1.3" />
      <rect x="9.2" y="16.6" width="5.6" height="3" rx="1.3" />
      <path d="M7 4.3H5.5M7 18.1H5.5M18.5 8.9H17M18.5 13.5H17" />
    </>
  ),
  radiestesia: (
    <>
      <path d="M12 3v9" />
      <path d="M12 12l-3.2 3.6L12 21l3.2-5.4z" />
      <path d="M5.5 8.5c.3 1.8 1.1 3.4 2.3 4.6M18.5 8.5c-.3 1.8-1.1 3.4-2.3 4.6" />
    </>
  ),
  reiki: (
    <>
      <path d="M8 13.5V8a1.4 1.4 0 0 1 2.8 0v4M10.8 11.5V6.5a1.4 1.4 0 0 1 2.8 0v5M13.6 11.5V8a1.4 1.4 0 0 1 2.8 0v6.5a6 6 0 0 1-6 6h-.4a5.2 5.2 0 0 1-4.3-2.3L4.6 15a1.4 1.4 0 0 1 2.3-1.6L8 15" />
      <path d="M5.5 4.8 6.6 6M12.2 2.5v1.6M18.9 4.8 17.8 6" />
    </>
  ),
  cone: (
    <>
      <path d="M10.3 21h3.4l-1-11h-1.4z" />
      <path d="M12 7.5c-1.6-1.3-1.6-3.1 0-5 1.6 1.9 1.6 3.7 0 5z" />
      <path d="M8 21h8" />
    </>
  ),
  yoga: (
    <>
      <path d="M12 19.5c-4.3 0-8-2.2-9-6 3.3-.6 6.3.6 9 3.3 2.7-2.7 5.7-3.9 9-3.3-1 3.8-4.7 6-9 6z" />
      <path d="M12 16.8c-2.2-2.4-2.6-6.2 0-10.3 2.6 4.1 2.2 7.9 0 10.3z" />
      <path d="M8.6 14.6c-.9-2-.8-4.2.4-6.2M15.4 14.6c.9-2 .8-4.2-.4-6.2" />
    </>
  ),
  ballet: (
    <>
      <path d="M3.5 16.2c0-1.8 1.6-2.9 3.6-2.9h4.4c2 0 3-3 6.1-3a2.1 2.1 0 0 1 2.1 2.2c0 3.2-4.2 5.8-9.3 5.8H5.6a2.1 2.1 0 0 1-2.1-2.1z" />
      <path d="M10.6 13.2 8.7 4.5M12.3 12.8l2.2-8.3" />
    </>
  ),
  'jiu-jitsu': (
    <>
      <path d="M3 8.5h6.5L12 10l2.5-1.5H21v3h-6.5L12 13l-2.5-1.5H3z" />
      <path d="M10.8 12.4 8.6 20M13.2 12.4l2.2 7.6" />
    </>
  ),
};

export function TherapyIcon({ name, ...props }: IconProps & { name: TherapyIconName }) {
  return <Svg {...props}>{paths[name]}</Svg>;
}
