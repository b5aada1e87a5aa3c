// Pictures the interface draws itself instead of emoji, which show as empty boxes where no emoji font is installed
// (this machine's Chromium; many school computers). Each is 1em square in the text's colour and hidden from
// screen readers: the control that holds one names itself.
import type { ReactNode, SVGProps } from 'react';

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function SvgIcon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A bin: delete. */
export const TrashIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </SvgIcon>
);

/** A folder. */
export const FolderIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
  </SvgIcon>
);

/** A sheet with a folded corner: a file. */
export const FileIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M6 3h8l4 4v13a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM14 3v4h4" />
  </SvgIcon>
);

/** A cup: a homework or a game won. */
export const TrophyIcon = (props: IconProps) => (
  <SvgIcon {...props}>
    <path d="M8 4h8v6a4 4 0 0 1-8 0zM8 6H5v1a3 3 0 0 0 3 3M16 6h3v1a3 3 0 0 1-3 3M12 14v3M8.5 20h7M10 17h4v3h-4z" />
  </SvgIcon>
);
