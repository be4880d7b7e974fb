import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Route, Routes } from "react-router-dom";
import { FormSkeleton, GridSkeleton, MetadataSkeleton } from "../components/skeletons/Skeletons";

// Every page is its own chunk, loaded when its route is first visited, so a visit that lands on
// one page never pays for the others.
const loadOverview = () => import("../pages/overview/OverviewPage");
const OverviewPage = lazy(loadOverview);

/** The overview once loaded ahead of the first render (see preloadLandingPage). */
let LoadedOverview: ComponentType | undefined;

/**
 * On a first visit to the overview (`/`, `/overview`), loads its chunk before the app first
 * renders, so the first paint already shows the page rather than a skeleton that the page
 * replaces a moment later. Other routes resolve at once and load their page as usual.
 */
export function preloadLandingPage(pathname: string): Promise<void> {
  if (pathname !== "/" && pathname !== "/overview") return Promise.resolve();
  return loadOverview().then((module) => { LoadedOverview = module.default; }, () => undefined);
}

function overview() {
  return LoadedOverview ? <LoadedOverview /> : page(OverviewPage, <FormSkeleton />);
}
const MetadataPage = lazy(() => import("../pages/metadata/MetadataPage"));
const JokersPage = lazy(() => import("../pages/jokers/JokersPage"));
const SoundsPage = lazy(() => import("../pages/sounds/SoundsPage"));
const ConsumablesPage = lazy(() => import("../pages/consumables/ConsumablesPage"));
const VouchersPage = lazy(() => import("../pages/vouchers/VouchersPage"));
const BoostersPage = lazy(() => import("../pages/boosters/BoostersPage"));
const EnhancementsPage = lazy(() => import("../pages/enhancements/EnhancementsPage"));
const SealsPage = lazy(() => import("../pages/seals/SealsPage"));
const DecksPage = lazy(() => import("../pages/decks/DecksPage"));
const EditionsPage = lazy(() => import("../pages/editions/EditionsPage"));
const VanillaPage = lazy(() => import("../pages/vanilla/VanillaPage"));
const AcknowledgementsPage = lazy(() => import("../pages/acknowledgements/AcknowledgementsPage"));
const KeysPage = lazy(() => import("../pages/keys/KeysPage"));
const NotFoundPage = lazy(() => import("../pages/NotFoundPage"));

function page(Page: LazyExoticComponent<ComponentType>, fallback: ReactNode = <GridSkeleton />) {
  return <Suspense fallback={fallback}><Page /></Suspense>;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={overview()} />
      <Route path="/overview" element={overview()} />
      <Route path="/metadata" element={page(MetadataPage, <MetadataSkeleton />)} />
      <Route path="/jokers" element={page(JokersPage)} />
      <Route path="/sounds" element={page(SoundsPage)} />
      <Route path="/consumables" element={page(ConsumablesPage)} />
      <Route path="/vouchers" element={page(VouchersPage)} />
      <Route path="/boosters" element={page(BoostersPage)} />
      <Route path="/enhancements" element={page(EnhancementsPage)} />
      <Route path="/seals" element={page(SealsPage)} />
      <Route path="/decks" element={page(DecksPage)} />
      <Route path="/editions" element={page(EditionsPage)} />
      <Route path="/vanilla" element={page(VanillaPage)} />
      <Route path="/vanilla/:section" element={page(VanillaPage)} />
      <Route path="/acknowledgements" element={page(AcknowledgementsPage, <FormSkeleton />)} />
      <Route path="/keys" element={page(KeysPage, <FormSkeleton />)} />
      <Route path="/keys/:section" element={page(KeysPage, <FormSkeleton />)} />
      <Route path="*" element={page(NotFoundPage, <FormSkeleton />)} />
    </Routes>
  );
}
