import { readableOnWhite } from "../lib/colors";

/**
 * A writer's name in the writer's colour (darkened where needed so it stays readable): one element,
 * the role (if any) beside it (every card carries one: an element fewer per card to lay out).
 */
export function WriterName({ name, color, role }: { name: string; color: string; role?: string }) {
  const styled = (
    <span style={{ color: readableOnWhite(color) }} className="writer-name">
      {name}
    </span>
  );
  if (!role) return styled;
  return (
    <>
      {styled}
      <span className="writer-name__role">{`, ${role}`}</span>
    </>
  );
}
