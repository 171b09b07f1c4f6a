// The tile faces, drawn as SVG shapes by the project (no fonts for the faces, no image files):
// man (numeral strokes over a red 万), pin (circles), sou (bamboo sticks, a bird for 1s),
// winds as stroke letters, the three dragons, red fives, flowers, seasons and animals.
// Every face lives in a 30 × 40 box; the Tile component adds the body around it.

import type { JSX } from 'preact';

const INK = '#1b1b1b';
const RED = '#c8322b';
const BLUE = '#1d4f91';
const GREEN = '#1e7b45';

type El = JSX.Element;

const stroke = (d: string, color: string, width: number): El => (
  <path
    d={d}
    fill="none"
    stroke={color}
    stroke-width={width}
    stroke-linecap="round"
    stroke-linejoin="round"
  />
);

/** Chinese numerals 一 … 九 as strokes, in the upper half of the face. */
const NUMERALS: readonly string[] = [
  'M6 11.5H24',
  'M8 8H22M6 15H24',
  'M8 6.5H22M9 11H21M6 15.5H24',
  'M7 6.5H23V17H7ZM12.5 6.5V10.5Q12.5 13 10 14M17.5 6.5V12Q17.5 13.5 19.5 13.5H23',
  'M8 6H22M14.5 6L12 16.5M9.5 11H20V16.5M6 16.5H24',
  'M15 4.5V6.5M7 9H23M12.5 12L8.5 17M17.5 12L21.5 17',
  'M6 11.5L24 9.5M12.5 5V15Q12.5 17 15 17H23V14.5',
  'M13 6Q12.5 13 6.5 17M17 6Q17.5 13 23.5 17',
  'M6 9H17.5V15Q17.5 17 20.5 17H24V14.5M13 5Q12.5 13 6.5 17.5',
];
/** 万, the character of the man suit, drawn in red below the numeral. */
const MAN = 'M7 22.5H23M13.5 22.5Q12.5 31 7 35.5M12.5 27.5H21.5Q21.5 33.5 19 35.5Q17.5 36 16 35';

function manFace(n: number, red: boolean): El {
  return (
    <g>
      {stroke(NUMERALS[n - 1]!, red ? RED : INK, 1.9)}
      {stroke(MAN, RED, 2.1)}
    </g>
  );
}

type Dot = [x: number, y: number, color: string];

const PIN_LAYOUT: readonly (readonly Dot[])[] = [
  [[15, 20, RED]],
  [
    [15, 11, GREEN],
    [15, 29, BLUE],
  ],
  [
    [8, 8.5, BLUE],
    [15, 20, RED],
    [22, 31.5, GREEN],
  ],
  [
    [9, 11, BLUE],
    [21, 11, GREEN],
    [9, 29, GREEN],
    [21, 29, BLUE],
  ],
  [
    [8.5, 9, BLUE],
    [21.5, 9, GREEN],
    [15, 20, RED],
    [8.5, 31, GREEN],
    [21.5, 31, BLUE],
  ],
  [
    [9.5, 8.5, GREEN],
    [20.5, 8.5, GREEN],
    [9.5, 21, RED],
    [20.5, 21, RED],
    [9.5, 31.5, RED],
    [20.5, 31.5, RED],
  ],
  [
    [7, 6.5, GREEN],
    [15, 10, GREEN],
    [23, 13.5, GREEN],
    [9.5, 23, RED],
    [20.5, 23, RED],
    [9.5, 32, RED],
    [20.5, 32, RED],
  ],
  [
    [9.5, 7, BLUE],
    [20.5, 7, BLUE],
    [9.5, 15, BLUE],
    [20.5, 15, BLUE],
    [9.5, 23, BLUE],
    [20.5, 23, BLUE],
    [9.5, 31, BLUE],
    [20.5, 31, BLUE],
  ],
  [
    [7.5, 9, BLUE],
    [15, 9, BLUE],
    [22.5, 9, BLUE],
    [7.5, 20, RED],
    [15, 20, RED],
    [22.5, 20, RED],
    [7.5, 31, GREEN],
    [15, 31, GREEN],
    [22.5, 31, GREEN],
  ],
];
const PIN_RADIUS = [9.5, 6.2, 5, 5.2, 4.6, 4.3, 3.5, 3.6, 3.5];

function pinFace(n: number, red: boolean): El {
  const r = PIN_RADIUS[n - 1]!;
  return (
    <g>
      {PIN_LAYOUT[n - 1]!.map(([x, y, c]) => {
        const color = red ? RED : c;
        return (
          <g key={`${x},${y}`}>
            <circle cx={x} cy={y} r={r} fill={color} />
            <circle cx={x} cy={y} r={r * 0.62} fill="#fbf8f0" />
            <circle cx={x} cy={y} r={r * 0.34} fill={color} />
            {n === 1 && <circle cx={x} cy={y} r={r * 0.82} fill="none" stroke="#fbf8f0" stroke-width="0.8" />}
          </g>
        );
      })}
    </g>
  );
}

type Stick = [x: number, y: number, color: string];

const SOU_LAYOUT: readonly (readonly Stick[])[] = [
  [],
  [
    [15, 11, GREEN],
    [15, 29, GREEN],
  ],
  [
    [15, 11, GREEN],
    [9.5, 29, GREEN],
    [20.5, 29, GREEN],
  ],
  [
    [9.5, 11, GREEN],
    [20.5, 11, BLUE],
    [9.5, 29, BLUE],
    [20.5, 29, GREEN],
  ],
  [
    [8, 11, GREEN],
    [22, 11, BLUE],
    [15, 20, RED],
    [8, 29, BLUE],
    [22, 29, GREEN],
  ],
  [
    [7.5, 11, GREEN],
    [15, 11, GREEN],
    [22.5, 11, GREEN],
    [7.5, 29, BLUE],
    [15, 29, BLUE],
    [22.5, 29, BLUE],
  ],
  [
    [15, 7, RED],
    [7.5, 20, GREEN],
    [15, 20, BLUE],
    [22.5, 20, GREEN],
    [7.5, 32, GREEN],
    [15, 32, BLUE],
    [22.5, 32, GREEN],
  ],
  [
    [5.5, 11, GREEN],
    [12, 11, GREEN],
    [18, 11, GREEN],
    [24.5, 11, GREEN],
    [5.5, 29, BLUE],
    [12, 29, BLUE],
    [18, 29, BLUE],
    [24.5, 29, BLUE],
  ],
  [
    [7.5, 8, GREEN],
    [15, 8, RED],
    [22.5, 8, GREEN],
    [7.5, 20, GREEN],
    [15, 20, RED],
    [22.5, 20, GREEN],
    [7.5, 32, GREEN],
    [15, 32, RED],
    [22.5, 32, GREEN],
  ],
];

function bambooStick([x, y, color]: Stick, h: number): El {
  return (
    <g key={`${x},${y}`}>
      <rect x={x - 1.7} y={y - h / 2} width="3.4" height={h} rx="1.6" fill={color} />
      <path d={`M${x - 1.7} ${y}H${x + 1.7}`} stroke="#fbf8f0" stroke-width="0.7" />
      <path
        d={`M${x} ${y - h / 2 + 1.2}V${y + h / 2 - 1.2}`}
        stroke="#fbf8f0"
        stroke-width="0.5"
        opacity="0.6"
      />
    </g>
  );
}

/** 1s: the peacock-like bird of the one of bamboo. */
const BIRD = (
  <g>
    <path d="M9 30Q6 21 12 15Q17 11 21 14L24 12.5L22.5 16Q24 24 16 29Q13 31 9 30Z" fill={GREEN} />
    <path d="M9 30L5 36L11 33L13 37L14.5 31Z" fill={RED} />
    <circle cx="19.5" cy="15.5" r="1.4" fill="#fbf8f0" />
    <circle cx="19.5" cy="15.5" r="0.7" fill={INK} />
    <path
      d="M12 20Q15 22 17.5 20M11 24Q14 26.5 17 24"
      fill="none"
      stroke="#fbf8f0"
      stroke-width="0.9"
      stroke-linecap="round"
    />
    <path d="M16 12L14.5 7M18 11.5L19 6.5" stroke={RED} stroke-width="1.2" stroke-linecap="round" />
  </g>
);

function souFace(n: number, red: boolean): El {
  if (n === 1) return BIRD;
  const h = n >= 7 ? 9 : n === 2 ? 14 : 13;
  return <g>{SOU_LAYOUT[n - 1]!.map(([x, y, c]) => bambooStick([x, y, red ? RED : c], h))}</g>;
}

/** Winds as large stroke letters E S W N, each with its small position mark. */
const WINDS: readonly string[] = [
  'M21 8H10V32H21M10 20H19',
  'M21.5 11.5Q20 8 15 8Q9 8 9 13Q9 18 15 19.5Q22 21 22 26.5Q22 32 15 32Q9.5 32 8 28',
  'M6 8L10.5 32L15 16L19.5 32L24 8',
  'M9 32V8L21 32V8',
];

const HAKU = (
  <g>
    <rect x="6.5" y="7" width="17" height="26" rx="1.5" fill="none" stroke={BLUE} stroke-width="1.8" />
    <rect x="9.5" y="10" width="11" height="20" rx="1" fill="none" stroke={BLUE} stroke-width="0.8" />
  </g>
);
const HATSU = stroke(
  'M8.5 7.5L11 11.5M19 6.5L21.5 9.5M6 14.5H24M15 8.5Q14 24 6.5 33M12 21.5H21Q19 28.5 11 33.5M14.5 25Q18.5 30.5 24 33',
  GREEN,
  2.2,
);
const CHUN = stroke('M8 13H22V25H8ZM15 5.5V35', RED, 2.6);

const FLOWER_COLORS = [RED, BLUE, GREEN, '#b86b00'];

function cornerNumber(n: number, color: string): El {
  return (
    <text
      x="25"
      y="9.5"
      font-size="7"
      font-family="system-ui, sans-serif"
      font-weight="700"
      text-anchor="middle"
      fill={color}
    >
      {n}
    </text>
  );
}

function flowerFace(n: number): El {
  const c = FLOWER_COLORS[n - 1]!;
  return (
    <g>
      {[0, 72, 144, 216, 288].map((a) => (
        <ellipse
          key={a}
          cx="14"
          cy="17"
          rx="3.2"
          ry="5.5"
          fill={c}
          transform={`rotate(${a} 14 23)`}
          opacity="0.9"
        />
      ))}
      <circle cx="14" cy="23" r="2.6" fill="#e2b400" />
      {stroke('M14 27Q13 32 15 36M14 31Q10 30 8.5 32.5', GREEN, 1.3)}
      {cornerNumber(n, c)}
    </g>
  );
}

function seasonFace(n: number): El {
  const c = FLOWER_COLORS[n - 1]!;
  const rays = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <g>
      <circle cx="14" cy="22" r="6" fill={c} />
      {rays.map((a) => (
        <path
          key={a}
          d="M14 13V10"
          stroke={c}
          stroke-width="1.6"
          stroke-linecap="round"
          transform={`rotate(${a} 14 22)`}
        />
      ))}
      <circle cx="14" cy="22" r="3" fill="#fbf8f0" />
      {/* Numbered 1-4 as real season tiles are (the number that matches a seat, singapore.md §3),
          not 5-8 as the notation writes them (5f-8f): "Season 1" shows a 1. */}
      {cornerNumber(n, c)}
    </g>
  );
}

const ANIMALS: readonly El[] = [
  // cat
  <g key="cat">
    <path d="M8 14L9.5 7L13 11.5H17L20.5 7L22 14Q23 22 15 23Q7 22 8 14Z" fill="#b86b00" />
    <circle cx="12" cy="15" r="1.2" fill={INK} />
    <circle cx="18" cy="15" r="1.2" fill={INK} />
    {stroke('M15 18V19M9 18.5L5 17.5M9 20L5 21M21 18.5L25 17.5M21 20L25 21', INK, 0.7)}
    <path d="M10 23Q8 33 12 34H18Q22 33 20 23Z" fill="#b86b00" />
    {stroke('M20 32Q26 31 24 25', '#b86b00', 1.8)}
  </g>,
  // rat
  <g key="rat">
    <ellipse cx="14" cy="23" rx="8" ry="5.5" fill="#6d6d6d" />
    <circle cx="21" cy="18.5" r="2.6" fill="#8a8a8a" />
    <path d="M22 21L27 23L22 25Z" fill="#6d6d6d" />
    <circle cx="23" cy="22" r="0.8" fill={INK} />
    {stroke('M6.5 24Q2 26 4 32Q6 35 10 34', '#6d6d6d', 1)}
  </g>,
  // rooster
  <g key="rooster">
    <path d="M9 20Q9 30 16 31Q23 30 22 21L19 17Q19 12 16 11Q12 12 13 17Z" fill="#e2b400" />
    <path d="M14 11.5Q14 7.5 16 9Q17 6.5 18.5 9Q20 8 19 12Z" fill={RED} />
    <path d="M19.5 13.5L23 15L19.5 16Z" fill="#b86b00" />
    <circle cx="17" cy="13.5" r="0.8" fill={INK} />
    <path d="M9 21Q3 15 5 11Q7 17 10 17Q6 10 9 8Q10 15 12 17Z" fill={GREEN} />
    {stroke('M14 31V35M18 31V35', '#b86b00', 1)}
  </g>,
  // centipede
  <g key="centipede">
    {[8, 12.5, 17, 21.5, 26, 30.5].map((y, i) => (
      <g key={y}>
        {stroke(`M${i % 2 ? 16 : 14} ${y}L8 ${y + 1.5}M${i % 2 ? 14 : 16} ${y}L22 ${y + 1.5}`, INK, 0.8)}
        <ellipse cx={i % 2 ? 16 : 14} cy={y} rx="3" ry="2.2" fill={RED} />
      </g>
    ))}
    {stroke('M13 6L10.5 3.5M15 6L17.5 3.5', INK, 0.7)}
  </g>,
];

/** The face of a tile id (0..48, see core's tile ids). */
export function tileFace(tile: number): El {
  if (tile >= 34 && tile <= 36) {
    const suit = tile - 34;
    return suit === 0 ? manFace(5, true) : suit === 1 ? pinFace(5, true) : souFace(5, true);
  }
  if (tile < 9) return manFace(tile + 1, false);
  if (tile < 18) return pinFace(tile - 8, false);
  if (tile < 27) return souFace(tile - 17, false);
  if (tile < 31) return stroke(WINDS[tile - 27]!, INK, 2.6);
  if (tile === 31) return HAKU;
  if (tile === 32) return HATSU;
  if (tile === 33) return CHUN;
  if (tile < 41) return flowerFace(tile - 36);
  if (tile < 45) return seasonFace(tile - 40);
  return ANIMALS[tile - 45] ?? <g />;
}
