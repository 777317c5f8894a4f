import { findTopic } from '@app/schema';
import type { FeatureConfig } from '@app/schema';

/**
 * The name a topic is shown by: its display name in the feature config, or its key when the config no longer
 * has it (or has not loaded), so a conversation of a retired topic still says what it was.
 */
export function topicDisplayName(features: FeatureConfig | null, key: string): string {
  return (features && findTopic(features, key)?.displayName) || key;
}
