import { isPlanId, PLAN_INCLUSIONS, PLANS, type PlanId, type SiteConfig } from '@agente/rules';
import {
  ActionLink,
  Faq,
  FeatureGrid,
  HeroSection,
  HowItWorksSteps,
  LoopingVideo,
  PlanCards,
  ProductPreview,
  SampleChat,
  SiteSection,
  TestimonialList,
  TestimonialQuotes,
  VideoEmbed,
} from '@agente/ui';
import { SiteLayout } from '../../app/SiteLayout.tsx';
import { HERO_ID, PLANS_HREF, SECTION_IDS } from '../../app/sections.ts';
import { HOME_COPY } from './home.copy.ts';

export interface HomeViewProps {
  config: SiteConfig;
  /** Starts with the mobile menu open (stories). */
  defaultMenuOpen?: boolean;
}

const FEATURES = HOME_COPY.features.items.map((item) => ({
  title: item.title,
  description: item.description,
  icon: item.icon,
  ...('isNew' in item && item.isNew ? { badge: HOME_COPY.features.newTag } : {}),
}));

/**
 * The landing page (/): hero with a picture of the product, features, how it works (with the demo video),
 * testimonials (written and filmed ones as configured, and the agent at work), plans, walkthrough, FAQ.
 */
export function HomeView({ config, defaultMenuOpen }: HomeViewProps) {
  const { videos, testimonials } = config;
  const hasTestimonials = testimonials.length > 0 || videos.testimonials.length > 0;
  const checkoutFor = (planId: string) => (isPlanId(planId) ? config.checkoutUrls[planId as PlanId] : null);

  return (
    <SiteLayout config={config} {...(defaultMenuOpen === undefined ? {} : { defaultMenuOpen })}>
      <main>
        <HeroSection
          id={HERO_ID}
          eyebrow={HOME_COPY.hero.eyebrow}
          title={HOME_COPY.hero.title}
          subtitle={HOME_COPY.hero.subtitle}
          highlights={HOME_COPY.hero.highlights}
          actions={
            <>
              <ActionLink href={PLANS_HREF} size="lg">
                {HOME_COPY.hero.primaryAction}
              </ActionLink>
              <ActionLink href={`/#${SECTION_IDS.howItWorks}`} size="lg" variant="secondary">
                {HOME_COPY.hero.secondaryAction}
              </ActionLink>
            </>
          }
        >
          {/* The product itself beside the promise: the panel and a conversation, drawn by its own components. */}
          <ProductPreview
            label={HOME_COPY.preview.label}
            panel={HOME_COPY.preview.panel}
            chat={HOME_COPY.preview.chat}
          />
        </HeroSection>

        <SiteSection
          id={SECTION_IDS.features}
          title={HOME_COPY.features.title}
          subtitle={HOME_COPY.features.subtitle}
        >
          <FeatureGrid features={FEATURES} />
        </SiteSection>

        <SiteSection
          id={SECTION_IDS.howItWorks}
          title={HOME_COPY.howItWorks.title}
          subtitle={HOME_COPY.howItWorks.subtitle}
          tone="muted"
          media={
            videos.demo && (
              <VideoEmbed
                video={videos.demo}
                title={HOME_COPY.demo.videoTitle}
                playLabel={HOME_COPY.demo.play}
                playPlacement="bottom"
              />
            )
          }
        >
          <HowItWorksSteps steps={HOME_COPY.howItWorks.steps} />
        </SiteSection>

        <SiteSection
          id={SECTION_IDS.testimonials}
          title={HOME_COPY.testimonials.title}
          subtitle={
            hasTestimonials
              ? HOME_COPY.testimonials.subtitle
              : HOME_COPY.testimonials.subtitleWithoutTestimonials
          }
        >
          {testimonials.length > 0 && <TestimonialQuotes testimonials={testimonials} />}
          <TestimonialList
            videos={videos.testimonials}
            title={HOME_COPY.testimonials.videoLabel}
            playLabel={HOME_COPY.testimonials.play}
          />
          <SampleChat
            title={HOME_COPY.testimonials.chat.title}
            agentName={HOME_COPY.testimonials.chat.agentName}
            leadName={HOME_COPY.testimonials.chat.leadName}
            messages={HOME_COPY.testimonials.chat.messages}
          />
        </SiteSection>

        <SiteSection
          id={SECTION_IDS.plans}
          title={HOME_COPY.plans.title}
          subtitle={HOME_COPY.plans.subtitle}
          tone="muted"
          footer={<p>{HOME_COPY.plans.guarantee}</p>}
        >
          <PlanCards
            plans={PLANS}
            inclusions={PLAN_INCLUSIONS}
            labels={HOME_COPY.plans}
            sharedInclusionsTitle={HOME_COPY.plans.sharedInclusionsTitle}
            hrefFor={checkoutFor}
          />
        </SiteSection>

        <SiteSection
          id={SECTION_IDS.walkthrough}
          title={HOME_COPY.walkthrough.title}
          subtitle={HOME_COPY.walkthrough.subtitle}
          footer={
            <ActionLink href={PLANS_HREF} size="lg">
              {HOME_COPY.walkthrough.action}
            </ActionLink>
          }
        >
          {videos.walkthrough && (
            <LoopingVideo
              video={videos.walkthrough}
              label={HOME_COPY.walkthrough.videoLabel}
              pauseLabel={HOME_COPY.walkthrough.pause}
              playLabel={HOME_COPY.walkthrough.play}
            />
          )}
        </SiteSection>

        <SiteSection id={SECTION_IDS.faq} title={HOME_COPY.faq.title} tone="muted">
          <Faq items={HOME_COPY.faq.items} />
        </SiteSection>
      </main>
    </SiteLayout>
  );
}
