import { Box } from '@mui/material';

/** A puzzled owl on a branch, for the not-found page ("Hoot, we have a problem..."). */
export function OwlIllustration({ size = 180 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 200 200"
      aria-hidden
      sx={{ width: size, height: size, display: 'block', mx: 'auto' }}
    >
      <circle cx="100" cy="100" r="96" fill="#e4efe9" />
      <circle cx="150" cy="52" r="14" fill="#ffc857" opacity=".9" />
      <path
        d="M24 168c40-10 110-12 156-2"
        stroke="#6d4c41"
        strokeWidth="9"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M150 160c8-10 20-14 30-12"
        stroke="#6d4c41"
        strokeWidth="5"
        strokeLinecap="round"
        fill="none"
      />
      <ellipse cx="160" cy="150" rx="9" ry="5" fill="#2f7d69" transform="rotate(-25 160 150)" />
      <path d="M58 62 L66 32 L84 54 Z" fill="#083f33" />
      <path d="M142 62 L134 32 L116 54 Z" fill="#083f33" />
      <ellipse cx="100" cy="108" rx="52" ry="60" fill="#0b5d4b" />
      <ellipse cx="100" cy="128" rx="32" ry="36" fill="#f3e3c3" />
      <path
        d="M82 118q6 5 12 0M106 118q6 5 12 0M88 134q6 5 12 0M100 134q6 5 12 0M94 150q6 5 12 0"
        stroke="#c9a66b"
        strokeWidth="2.5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="78" cy="84" r="22" fill="#fff" />
      <circle cx="122" cy="84" r="22" fill="#fff" />
      <circle cx="82" cy="86" r="10" fill="#1d1d1f" />
      <circle cx="118" cy="80" r="10" fill="#1d1d1f" />
      <circle cx="85" cy="82" r="3" fill="#fff" />
      <circle cx="121" cy="76" r="3" fill="#fff" />
      <path d="M93 100 L100 114 L107 100 Z" fill="#ffc857" />
      <path d="M52 112c-10 10-12 26-6 40 8-6 14-18 14-30z" fill="#083f33" />
      <path d="M148 112c10 10 12 26 6 40-8-6-14-18-14-30z" fill="#083f33" />
      <path
        d="M84 166l-4 8M90 166v9M96 166l4 8M104 166l-4 8M110 166v9M116 166l4 8"
        stroke="#ffc857"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <text
        x="150"
        y="40"
        fontSize="22"
        fontWeight="800"
        fill="#0b5d4b"
        fontFamily="system-ui, sans-serif"
      >
        ?
      </text>
    </Box>
  );
}
