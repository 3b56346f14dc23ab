/* The physical limit listspec is measured against: libyaml's event parser over each file, nothing else. */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    long events = 0;
    for (int i = 1; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) { perror(argv[i]); return 2; }
        yaml_parser_t parser;
        yaml_event_t event;
        yaml_parser_initialize(&parser);
        yaml_parser_set_input_file(&parser, file);
        int done = 0;
        while (!done) {
            if (!yaml_parser_parse(&parser, &event)) { fprintf(stderr, "%s: parse error\n", argv[i]); return 1; }
            done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
        }
        yaml_parser_delete(&parser);
        fclose(file);
    }
    printf("%ld events\n", events);
    return 0;
}
