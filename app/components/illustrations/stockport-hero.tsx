import { Fragment } from "react";
/**
 * Stockport's railway viaduct behind a town hall clock tower, a row of Victorian terraces
 * (Heaton Moor), village shops (Bramhall) and trees: the home page's wide drawing. Drawn inline
 * because it is the largest thing on the page's first screen, so it costs no request. It is the
 * same drawing as public/images/home/stockport-hero.svg (a test keeps the two in step); it
 * crops from both sides and keeps the street, so it can fill a narrow screen.
 */
export function StockportHero({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 1440 480"
      width="1440"
      height="480"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="1440" height="480" fill="#f7f4ee" />
      <path d="M0 300C240 236 480 262 720 244S1200 218 1440 282V480H0z" fill="#e8e2d6" />
      <circle cx="1170" cy="96" r="40" fill="#b8893b" opacity=".35" />
      <g fill="none" stroke="#1b2a4a" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        <path
          d="M-10 160H1450V440H1425V230A33 33 0 0 0 1359 230V440H1329V230A33 33 0 0 0 1263 230V440H1233V230A33 33 0 0 0 1167 230V440H1137V230A33 33 0 0 0 1071 230V440H1041V230A33 33 0 0 0 975 230V440H945V230A33 33 0 0 0 879 230V440H849V230A33 33 0 0 0 783 230V440H753V230A33 33 0 0 0 687 230V440H657V230A33 33 0 0 0 591 230V440H561V230A33 33 0 0 0 495 230V440H465V230A33 33 0 0 0 399 230V440H369V230A33 33 0 0 0 303 230V440H273V230A33 33 0 0 0 207 230V440H177V230A33 33 0 0 0 111 230V440H81V230A33 33 0 0 0 15 230V440H-10z"
          fill="#f7f4ee"
        />
        <path d="M-10 174H1450" />
        <path
          d="M846 158v-22a6 6 0 0 1 6-6h72a6 6 0 0 1 6 6v22zM936 158v-22a6 6 0 0 1 6-6h72a6 6 0 0 1 6 6v22zM1026 158v-22a6 6 0 0 1 6-6h56q18 0 24 28z"
          fill="#f7f4ee"
        />
      </g>
      <path
        d="M856 140h64M946 140h64M1036 140h52"
        stroke="#b8893b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <g
        fill="#f7f4ee"
        stroke="#1b2a4a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M560 40v14" />
        <path d="M544 96a16 24 0 0 1 32 0z" />
        <rect x="534" y="96" width="52" height="8" />
        <rect x="540" y="104" width="40" height="38" />
        <path d="M551 112v22M560 112v22M569 112v22" />
        <rect x="526" y="142" width="68" height="10" />
        <rect x="532" y="152" width="56" height="290" />
      </g>
      <circle cx="560" cy="58" r="5" fill="#b8893b" />
      <circle cx="560" cy="190" r="17" fill="#b8893b" stroke="#1b2a4a" strokeWidth="4" />
      <path d="M560 190v-10M560 190l7 4" stroke="#1b2a4a" strokeWidth="3" strokeLinecap="round" />
      <g
        fill="#f7f4ee"
        stroke="#1b2a4a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {chimneyOffsets.map((dx) => (
          <path key={dx} d={`M${251 + dx} 272v-24h18v24`} />
        ))}
        <path
          d="M251 246h18M323 246h18M395 246h18M467 246h18M539 246h18M611 246h18M683 246h18"
          fill="none"
        />
        <path d="M250 300l16-32h436l16 32z" fill="#1b2a4a" />
        <rect x="260" y="300" width="432" height="140" />
        {/* Six terraced houses alike, each 72 units right of the last (drawn without a group, as
            public/images/home/stockport-hero.svg has them). */}
        {houseOffsets.map((dx) => (
          <Fragment key={dx}>
            {dx > 0 && <path d={`M${260 + dx} 300v140`} fill="none" />}
            <path d={`M${272 + dx} 318h18v34h-18zM${302 + dx} 318h18v34h-18z`} fill="#e8e2d6" />
            <path d={`M${264 + dx} 368l6-10h30l6 10zM${268 + dx} 368h34v72h-34z`} />
            <path d={`M${273 + dx} 376h24v34h-24zM${285 + dx} 376v34`} fill="#e8e2d6" />
          </Fragment>
        ))}
        <path
          d="M310 440v-50a8 8 0 0 1 16 0v50zM454 440v-50a8 8 0 0 1 16 0v50zM598 440v-50a8 8 0 0 1 16 0v50z"
          fill="#b8893b"
        />
        <path
          d="M382 440v-50a8 8 0 0 1 16 0v50zM526 440v-50a8 8 0 0 1 16 0v50zM670 440v-50a8 8 0 0 1 16 0v50z"
          fill="#1b2a4a"
        />
      </g>
      <g
        fill="#f7f4ee"
        stroke="#1b2a4a"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M736 440V300l54-62 54 62v140z" />
        <path d="M726 306l64-74 64 74" fill="none" />
        <path
          d="M736 350h108M736 300h108M756 300v50M776 268v82M804 268v82M824 300v50M756 300l20 50M824 300l-20 50M776 300l14-16 14 16"
          fill="none"
        />
        <path d="M730 358h120l6 20H724z" fill="#b8893b" />
        <path d="M746 392h50v40h-50z" fill="#e8e2d6" />
        <path d="M810 440v-52h22v52z" fill="#1b2a4a" />
        <path d="M848 440V284h116v156z" />
        <path d="M842 272h128v12H842z" />
        <path
          d="M866 334v-24a9 9 0 0 1 18 0v24zM897 334v-24a9 9 0 0 1 18 0v24zM928 334v-24a9 9 0 0 1 18 0v24z"
          fill="#e8e2d6"
        />
        <path d="M852 352h108v18H852z" fill="#1b2a4a" />
        <path d="M858 384h68v48h-68z" fill="#e8e2d6" />
        <path d="M936 440v-56h20v56z" fill="#b8893b" />
        <path d="M968 440V310l46-52 46 52v130z" />
        <path d="M958 318l56-64 56 64" fill="none" />
        <path d="M968 358h92M968 310h92M988 310v48M1014 280v78M1040 310v48" fill="none" />
        <path d="M964 364h100l6 20H958z" fill="#1b2a4a" />
        <path d="M980 396h46v36h-46z" fill="#e8e2d6" />
        <path d="M1036 440v-50h18v50z" fill="#b8893b" />
      </g>
      <path d="M1104 440V334M1096 440h16" stroke="#1b2a4a" strokeWidth="4" strokeLinecap="round" />
      <path
        d="M1094 334h20l-4-22h-12z"
        fill="#b8893b"
        stroke="#1b2a4a"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <g stroke="#1b2a4a" strokeWidth="4" strokeLinecap="round">
        {trees.map((tree) => (
          <Fragment key={tree.x}>
            <path d={`M${tree.x} 440V${tree.top}`} />
            <circle cx={tree.x} cy={tree.top} r={tree.r} fill={tree.fill} />
            {tree.branches && <path d={tree.branches} fill="none" />}
          </Fragment>
        ))}
      </g>
      <path d="M0 440h1440v40H0z" fill="#e8e2d6" />
      <path d="M-10 440H1450" stroke="#1b2a4a" strokeWidth="4" />
      <path
        d="M20 462H1440"
        stroke="#b8893b"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="36 28"
        opacity=".6"
      />
    </svg>
  );
}

const houseOffsets = [0, 72, 144, 216, 288, 360];
const chimneyOffsets = [...houseOffsets, 432];

const trees: { x: number; top: number; r: number; fill: string; branches?: string }[] = [
  { x: 70, top: 340, r: 52, fill: "#e8e2d6", branches: "M70 392V353M70 371l-17 -17M70 360l17 -17" },
  {
    x: 176,
    top: 356,
    r: 44,
    fill: "#b8893b",
    branches: "M176 400V367M176 382l-14 -14M176 373l14 -14",
  },
  { x: 712, top: 372, r: 24, fill: "#e8e2d6" },
  {
    x: 1180,
    top: 330,
    r: 58,
    fill: "#e8e2d6",
    branches: "M1180 388V344M1180 364l-19 -19M1180 353l19 -19",
  },
  {
    x: 1290,
    top: 364,
    r: 42,
    fill: "#b8893b",
    branches: "M1290 406V374M1290 389l-14 -14M1290 380l14 -14",
  },
  {
    x: 1384,
    top: 344,
    r: 50,
    fill: "#e8e2d6",
    branches: "M1384 394V356M1384 374l-16 -16M1384 364l16 -16",
  },
];
