import {
  BedDouble,
  BookOpen,
  CalendarDays,
  Car,
  Compass,
  ConciergeBell,
  Copy,
  Flower2,
  Image,
  LayoutTemplate,
  ListChecks,
  type LucideIcon,
  MapPin,
  Mountain,
  Plane,
  PlaneLanding,
  Receipt,
  Route,
  Settings,
  Store,
  Users,
  UtensilsCrossed,
  Wine,
} from 'lucide-react';

// The side menu's icons, by the names menu.ts gives its entries. Imported one by one so the
// bundle keeps only these.
export const menuIcons: Record<string, LucideIcon> = {
  store: Store,
  bed: BedDouble,
  flower: Flower2,
  utensils: UtensilsCrossed,
  wine: Wine,
  compass: Compass,
  car: Car,
  concierge: ConciergeBell,
  list: ListChecks,
  mountain: Mountain,
  route: Route,
  book: BookOpen,
  'map-pin': MapPin,
  'plane-landing': PlaneLanding,
  plane: Plane,
  copy: Copy,
  users: Users,
  calendar: CalendarDays,
  layout: LayoutTemplate,
  image: Image,
  receipt: Receipt,
  settings: Settings,
};

export const MenuIcon = ({ name }: { name: string }) => {
  const Icon = menuIcons[name] ?? ListChecks;
  return <Icon aria-hidden className="size-[18px] shrink-0" strokeWidth={1.75} />;
};
