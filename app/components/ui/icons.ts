// The app's icons: Lucide's drawings (ISC licence, lucide.dev), rendered by a light component of our own.
// lucide-react's component merges classes, checks accessibility props and rebuilds the SVG's attributes with object
// spreads on every render, which on Node 20 took ~3.5 % of the CPU of a /results view for its 17 icons
// (docs/performance.md). Here each icon's paths are React elements built once, and a render is one <svg>.

import * as arrowLeftModule from "lucide-react/icons/arrow-left";
import * as arrowRightModule from "lucide-react/icons/arrow-right";
import * as badgeCheckModule from "lucide-react/icons/badge-check";
import * as banModule from "lucide-react/icons/ban";
import * as botModule from "lucide-react/icons/bot";
import * as barChart3Module from "lucide-react/icons/chart-column";
import * as checkModule from "lucide-react/icons/check";
import * as chevronDownModule from "lucide-react/icons/chevron-down";
import * as chevronRightModule from "lucide-react/icons/chevron-right";
import * as checkCircle2Module from "lucide-react/icons/circle-check";
import * as playCircleModule from "lucide-react/icons/circle-play";
import * as circleHelpModule from "lucide-react/icons/circle-question-mark";
import * as clockModule from "lucide-react/icons/clock";
import * as creditCardModule from "lucide-react/icons/credit-card";
import * as externalLinkModule from "lucide-react/icons/external-link";
import * as eyeOffModule from "lucide-react/icons/eye-off";
import * as flaskConicalModule from "lucide-react/icons/flask-conical";
import * as filterXModule from "lucide-react/icons/funnel-x";
import * as gitCompareArrowsModule from "lucide-react/icons/git-compare-arrows";
import * as infoModule from "lucide-react/icons/info";
import * as keyRoundModule from "lucide-react/icons/key-round";
import * as lightbulbModule from "lucide-react/icons/lightbulb";
import * as listOrderedModule from "lucide-react/icons/list-ordered";
import * as loader2Module from "lucide-react/icons/loader-circle";
import * as lockModule from "lucide-react/icons/lock";
import * as menuModule from "lucide-react/icons/menu";
import * as messageCircleModule from "lucide-react/icons/message-circle";
import * as messageSquareTextModule from "lucide-react/icons/message-square-text";
import * as pencilModule from "lucide-react/icons/pencil";
import * as plusModule from "lucide-react/icons/plus";
import * as printerModule from "lucide-react/icons/printer";
import * as rotateCcwModule from "lucide-react/icons/rotate-ccw";
import * as searchModule from "lucide-react/icons/search";
import * as searchCheckModule from "lucide-react/icons/search-check";
import * as searchXModule from "lucide-react/icons/search-x";
import * as sendHorizontalModule from "lucide-react/icons/send-horizontal";
import * as shieldCheckModule from "lucide-react/icons/shield-check";
import * as sparklesModule from "lucide-react/icons/sparkles";
import * as starModule from "lucide-react/icons/star";
import * as targetModule from "lucide-react/icons/target";
import * as trash2Module from "lucide-react/icons/trash";
import * as alertTriangleModule from "lucide-react/icons/triangle-exclamation-point";
import * as userPlusModule from "lucide-react/icons/user-plus";
import * as xModule from "lucide-react/icons/x";
import * as zapModule from "lucide-react/icons/zap";
import { createElement, type ReactElement, type SVGProps } from "react";

/** An icon's drawing as Lucide ships it (`__iconData` of each `lucide-react/icons/*` module). */
interface IconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
}

export type IconProps = SVGProps<SVGSVGElement>;
export type Icon = (props: IconProps) => ReactElement;

function icon(module: unknown): Icon {
  const data = (module as { __iconData: IconData }).__iconData;
  const baseClass = `lucide lucide-${data.name}`;
  const paths = data.node.map(([tag, attributes]) => createElement(tag, attributes));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon at module level, like lucide-react's own createLucideIcon
  function LucideIcon({ className, strokeWidth = 2, children, ...props }: IconProps) {
    // Decorative unless it is named (as Lucide does).
    const named =
      props["aria-label"] != null ||
      props["aria-labelledby"] != null ||
      props.role != null ||
      children != null;
    // Object.assign, not an object spread followed by more properties: V8's slow path on Node 20 (vendor-view.ts).
    const attributes = Object.assign(
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: 24,
        height: 24,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": named ? undefined : "true",
      },
      props,
      { className: className ? `${baseClass} ${className}` : baseClass },
    );
    return createElement("svg", attributes, ...paths, children);
  }
  LucideIcon.displayName = data.name;
  return LucideIcon;
}

export const AlertTriangle = icon(alertTriangleModule);
export const ArrowLeft = icon(arrowLeftModule);
export const ArrowRight = icon(arrowRightModule);
export const BadgeCheck = icon(badgeCheckModule);
export const Ban = icon(banModule);
export const BarChart3 = icon(barChart3Module);
export const Bot = icon(botModule);
export const Check = icon(checkModule);
export const CheckCircle2 = icon(checkCircle2Module);
export const ChevronDown = icon(chevronDownModule);
export const ChevronRight = icon(chevronRightModule);
export const CircleHelp = icon(circleHelpModule);
export const Clock = icon(clockModule);
export const CreditCard = icon(creditCardModule);
export const ExternalLink = icon(externalLinkModule);
export const EyeOff = icon(eyeOffModule);
export const FilterX = icon(filterXModule);
export const FlaskConical = icon(flaskConicalModule);
export const GitCompareArrows = icon(gitCompareArrowsModule);
export const Info = icon(infoModule);
export const KeyRound = icon(keyRoundModule);
export const Lightbulb = icon(lightbulbModule);
export const ListOrdered = icon(listOrderedModule);
export const Loader2 = icon(loader2Module);
export const Lock = icon(lockModule);
export const Menu = icon(menuModule);
export const MessageCircle = icon(messageCircleModule);
export const MessageSquareText = icon(messageSquareTextModule);
export const Pencil = icon(pencilModule);
export const PlayCircle = icon(playCircleModule);
export const Plus = icon(plusModule);
export const Printer = icon(printerModule);
export const RotateCcw = icon(rotateCcwModule);
export const Search = icon(searchModule);
export const SearchCheck = icon(searchCheckModule);
export const SearchX = icon(searchXModule);
export const SendHorizontal = icon(sendHorizontalModule);
export const ShieldCheck = icon(shieldCheckModule);
export const Sparkles = icon(sparklesModule);
export const Star = icon(starModule);
export const Target = icon(targetModule);
export const Trash2 = icon(trash2Module);
export const UserPlus = icon(userPlusModule);
export const X = icon(xModule);
export const Zap = icon(zapModule);
