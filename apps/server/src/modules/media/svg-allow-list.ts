/**
 * What an uploaded SVG may keep: drawing, text, gradients, patterns, masks and filters. Nothing
 * that runs (script, event attributes, animation that can rewrite attributes), embeds another
 * document (foreignObject, iframe) or fetches (external href, url(), @import).
 */
const ELEMENTS = `svg g defs title desc symbol use image switch path rect circle ellipse line polyline polygon text tspan
textPath linearGradient radialGradient stop pattern clipPath mask marker filter style feBlend feColorMatrix
feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap feDistantLight feDropShadow
feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feMerge feMergeNode feMorphology feOffset fePointLight
feSpecularLighting feSpotLight feTile feTurbulence`;

const ATTRIBUTES = `id class style transform x y x1 y1 x2 y2 cx cy r rx ry fx fy fr width height d points viewBox
preserveAspectRatio fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
stroke-miterlimit stroke-dasharray stroke-dashoffset opacity clip-path clip-rule mask filter font-family font-size
font-style font-weight font-variant font-stretch text-anchor dominant-baseline alignment-baseline baseline-shift
text-decoration letter-spacing word-spacing writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust
startOffset method spacing side offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod
patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits markerWidth markerHeight
markerUnits refX refY orient marker-start marker-mid marker-end filterUnits primitiveUnits in in2 result
stdDeviation mode operator k1 k2 k3 k4 values type tableValues slope intercept amplitude exponent flood-color
flood-opacity lighting-color baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector radius
surfaceScale diffuseConstant specularConstant specularExponent kernelMatrix kernelUnitLength order divisor bias
targetX targetY edgeMode preserveAlpha azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle visibility
display color overflow version pathLength vector-effect shape-rendering text-rendering image-rendering
color-interpolation color-interpolation-filters paint-order mix-blend-mode isolation transform-origin enable-background
href xlink:href xml:space xml:lang lang`;

const canonical = (list: string) =>
  new Map(
    list
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => [name.toLowerCase(), name]),
  );

/** Lower-case name -> the name as SVG writes it (linearGradient, viewBox). */
export const SVG_ELEMENTS = canonical(ELEMENTS);
export const SVG_ATTRIBUTES = canonical(ATTRIBUTES);
/** Elements whose text is content; elsewhere only blank text (layout) is kept. */
export const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textPath', 'title', 'desc', 'style']);
export const SVG_NS = 'http://www.w3.org/2000/svg';
export const XLINK_NS = 'http://www.w3.org/1999/xlink';
