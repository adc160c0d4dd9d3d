#!/usr/bin/env perl
# Writes the Fortran 2003 modules of fsparse from its public C headers, so the
# interfaces cannot drift from the C API. The headers are parsed directly (no
# C preprocessor), so this runs from a source tree or a release tarball alike.
#
#   gen-fortran.pl --enums -o FILE TYPES_HEADER...
#       module rocsparse_enums: every enumerator as an enum, bind(c) constant.
#   gen-fortran.pl --module NAME [--types HEADER]... -o FILE HEADER...
#       module NAME: one bind(c) interface per function declared in HEADERs;
#       --types headers only contribute typedefs and enums.
#
# Mapping, as in rocSPARSE's own Fortran module:
#   result rocsparse_status / any enum    integer(c_int): the kind of every
#                                         enum, bind(c) enumerator; spelled
#                                         so, not kind(<enumerator>), because
#                                         gfortran cannot prove the latter
#                                         interoperable and warns on each
#   opaque handle (typedef struct X* T)   type(c_ptr), value
#   handle*, void**                       type(c_ptr)              (output)
#   enum, int, rocsparse_int, size_t      integer(c_int|c_size_t), value
#   enum*, int*                           integer(c_int)           (host output)
#   char*                                 character(c_char) :: name(*)
#   other data pointers (rocsparse_int*,  type(c_ptr), value       (arrays and
#     float*, complex*, void*, size_t*)                             scalars, host
#                                                                   or device)
#   const on a value or pointee           intent(in)
# Anything else is reported with the reason, and the run fails.
use strict;
use warnings;

my $LINE_MAX = 132;

my ($enums_mode, $module, $output, @type_headers, @headers);
while(@ARGV)
{
    my $arg = shift @ARGV;
    if($arg eq '--enums') { $enums_mode = 1 }
    elsif($arg eq '--module') { $module = shift @ARGV }
    elsif($arg eq '--types') { push @type_headers, shift @ARGV }
    elsif($arg eq '-o') { $output = shift @ARGV }
    elsif($arg =~ /^-/) { die "gen-fortran.pl: unknown option $arg\n" }
    else { push @headers, $arg }
}
die "usage: gen-fortran.pl (--enums | --module NAME [--types H]...) -o FILE HEADER...\n"
    unless defined $output && @headers && ($enums_mode xor defined $module);

# What the headers declare, by name.
my %opaque;      # typedef struct X* T: handles, streams
my %int_alias;   # typedef of an integer type: Fortran kind
my %value_struct;# typedef struct {...} T: only usable through pointers
my %is_enum;     # enum type names, typedef and tag alike
my @enums;       # [type name, [[enumerator, value]...]] in header order
my @functions;   # {name, result, params => [{type, const, depth, name}], header}
my @errors;

# C scalar types the interfaces can carry, with their Fortran kind.
my %scalar_kind = (
    'int'      => 'c_int',     'int32_t'  => 'c_int',    'int64_t' => 'c_int64_t',
    'size_t'   => 'c_size_t',  'float'    => 'c_float',  'double'  => 'c_double',
    'char'     => 'c_char',
);

# Records a declaration that cannot be mapped; returns undef for the caller to pass on.
sub error
{
    push @errors, "$_[0]: $_[1]";
    return undef;
}

# The C view of a header: comments gone, code under __cplusplus dropped,
# every other conditional branch kept (they only choose between equivalent
# declarations, e.g. of hipStream_t), then split into top-level statements.
sub statements
{
    my ($file) = @_;
    open(my $fh, '<', $file) or die "gen-fortran.pl: cannot read $file: $!\n";
    local $/;
    my $text = <$fh>;
    close($fh);
    $text =~ s{/\*.*?\*/}{ }gs;
    $text =~ s{//[^\n]*}{}g;
    $text =~ s{\\\n}{ }g;

    my (@stack, $kept);
    for my $line (split /\n/, $text)
    {
        my $skipping = grep { $_ } @stack;
        if($line =~ /^\s*#\s*(\w+)(.*)/)
        {
            my ($directive, $rest) = ($1, $2);
            if($directive =~ /^if/)
            {
                my $cxx_only = $rest =~ /__cplusplus/ && $directive ne 'ifndef' && $rest !~ /!\s*defined/;
                push @stack, $cxx_only ? 1 : 0;
            }
            elsif($directive eq 'else' || $directive eq 'elif') { $stack[-1] = 0 if @stack && $stack[-1] }
            elsif($directive eq 'endif') { pop @stack }
            next;
        }
        $kept .= "$line\n" unless $skipping;
    }

    # Split at ';' outside braces: struct and enum bodies stay whole.
    my (@out, $current, $depth);
    $current = '';
    $depth   = 0;
    for my $ch (split //, $kept // '')
    {
        $depth++ if $ch eq '{';
        $depth-- if $ch eq '}';
        if($ch eq ';' && $depth == 0)
        {
            push @out, $current;
            $current = '';
            next;
        }
        $current .= $ch;
    }
    push @out, $current if $current =~ /\S/;
    for(@out)
    {
        s/\s+/ /g;
        s/^ //;
        s/ $//;
        s/\bROCSPARSE_EXPORT\b ?//g;
    }
    return grep { length } @out;
}

sub parse_enum
{
    my ($name, $body, $file) = @_;
    my (@values, %known);
    my $next = 0;
    for my $item (split /,/, $body)
    {
        next unless $item =~ /\S/;
        my ($id, $expr) = $item =~ /^\s*(\w+)\s*(?:=\s*(.*?))?\s*$/
            or return error($name, "enumerator '$item' in $file is not understood");
        my $value;
        if(!defined $expr) { $value = $next }
        elsif($expr =~ /^-?\d+$/) { $value = $expr + 0 }
        elsif($expr =~ /^0[xX]([0-9a-fA-F]+)$/) { $value = hex($1) }
        elsif(exists $known{$expr}) { $value = $known{$expr} }
        else { return error($id, "enumerator value '$expr' in $file is not a literal") }
        push @values, [$id, $value];
        $known{$id} = $value;
        $next = $value + 1;
    }
    return error($name, "enum without enumerators in $file") unless @values;
    push @enums, [$name, \@values];
    $is_enum{$name} = 1;
}

# "const rocsparse_int* x_ind" -> {type, const, depth, name}
sub parse_declarator
{
    my ($decl) = @_;
    $decl =~ s/\*/ * /g;
    my @words = split ' ', $decl;
    my %p = (const => 0, depth => 0);
    my @type;
    $p{name} = pop @words if @words > 1 && $words[-1] =~ /^\w+$/ && $words[-1] ne 'void';
    for my $w (@words)
    {
        if($w eq 'const') { $p{const} = 1 }
        elsif($w eq '*') { $p{depth}++ }
        elsif($w eq 'enum' || $w eq 'struct') { next }
        else { push @type, $w }
    }
    $p{type} = join(' ', @type);
    return \%p;
}

sub parse_header
{
    my ($file, $emit) = @_;
    for my $s (statements($file))
    {
        if(my ($tag, $body, $name) = $s =~ /^typedef enum (?:(\w+) )?\{(.*)\} (\w+)$/)
        {
            parse_enum($name, $body, $file);
            # Parameters may also say "enum tag".
            $is_enum{$tag} = 1 if defined $tag && $is_enum{$name};
        }
        elsif($s =~ /^typedef struct \w+ ?\* ?(\w+)$/) { $opaque{$1} = 1 }
        elsif($s =~ /^typedef struct (\w+ )?\{.*\} (\w+)$/) { $value_struct{$2} = 1 }
        elsif(my ($base, $alias) = $s =~ /^typedef ([\w ]+) (\w+)$/)
        {
            my $kind = $scalar_kind{$base} // '';
            if($kind =~ /^c_(int|size_t)/) { $int_alias{$alias} = $kind }
            else { error($alias, "typedef of '$base' in $file has no mapping") }
        }
        elsif($s =~ /^extern "C" \{$/ || $s eq '}') { next }
        elsif($s =~ /^([\w\s\*]+?)\s*\b(\w+) ?\((.*)\)$/)
        {
            my ($result, $name, $params) = ($1, $2, $3);
            next unless $emit;
            my @params = ($params =~ /^\s*(void)?\s*$/) ? () : map { parse_declarator($_) } split /,/, $params;
            push @functions, {name => $name, result => parse_declarator($result), params => \@params,
                              header => $file};
        }
        else
        {
            my ($what) = $s =~ /(\w+)\W*$/;
            error($what // $s, "declaration in $file is not understood: '$s'");
        }
    }
}

# Fortran declaration of one parameter, or undef with an error recorded.
sub map_param
{
    my ($fn, $p) = @_;
    my ($type, $depth, $name) = @$p{qw(type depth name)};
    my $in = $p->{const} ? ', intent(in)' : '';
    return error($fn, "a parameter of type '$type' has no name") unless defined $name;
    my $int_kind = $int_alias{$type} // (exists $is_enum{$type} ? 'c_int' : undef)
                   // ($type =~ /^(int|size_t|int64_t|int32_t)$/ ? $scalar_kind{$type} : undef);

    if($depth == 0)
    {
        return "type(c_ptr)$in, value :: $name" if $opaque{$type};
        return "integer($int_kind)$in, value :: $name" if defined $int_kind;
        return "real($scalar_kind{$type})$in, value :: $name" if $type =~ /^(float|double)$/;
        return error($fn, "'$name' passes the struct '$type' by value, which has no portable C binding")
            if $value_struct{$type};
    }
    elsif($depth == 1)
    {
        return "character(c_char)$in :: ${name}(*)" if $type eq 'char';
        return "type(c_ptr)$in :: $name" if $opaque{$type};
        # A C int or an enum behind a pointer is a scalar the caller receives on the host.
        return "integer(c_int)$in :: $name" if $type eq 'int' || exists $is_enum{$type};
        return "type(c_ptr)$in, value :: $name"
            if $type eq 'void' || $value_struct{$type} || exists $int_alias{$type} || exists $scalar_kind{$type};
    }
    elsif($depth == 2)
    {
        return "type(c_ptr)$in :: $name" if $type eq 'void';
    }
    return error($fn, "parameter '$name' of type '$type" . ('*' x $depth) . "' has no mapping");
}

sub result_kind
{
    my ($fn, $r) = @_;
    return error($fn, "result of type '$r->{type}' has no mapping")
        unless $r->{depth} == 0 && !$r->{const} && exists $is_enum{$r->{type}};
    return 'integer(c_int)';
}

# Fortran names ignore case: two that differ only in case would clash.
sub names_distinct
{
    my ($f) = @_;
    my %seen = (lc $f->{name} => 1);
    for my $p (@{$f->{params}})
    {
        next unless defined $p->{name};
        return error($f->{name}, "parameter '$p->{name}' clashes with another name in Fortran")
            if $seen{lc $p->{name}}++;
    }
    return 1;
}

# Breaks a long line at ", " with '&' continuations, all within $LINE_MAX columns.
sub wrap
{
    my ($line, $indent) = @_;
    return "$line\n" if length($line) <= $LINE_MAX;
    my @parts = split /(?<=, )/, $line;
    my ($out, $current) = ('', shift @parts);
    for my $part (@parts)
    {
        if(length($current) + length($part) + 1 > $LINE_MAX)
        {
            $current =~ s/ $//;
            $out .= "$current &\n";
            $current = (' ' x ($indent + 8)) . $part;
        }
        else { $current .= $part }
    }
    return "$out$current\n";
}

sub notice
{
    my @names = map { s{.*/}{}r } @_;
    return "! Generated by fortran/gen-fortran.pl from " . join(', ', @names) . ". Do not edit.\n";
}

sub enums_module
{
    my $text = notice(@headers) . "module rocsparse_enums\n    implicit none\n";
    for my $e (@enums)
    {
        my ($name, $values) = @$e;
        $text .= "\n    ! $name\n    enum, bind(c)\n";
        $text .= wrap("        enumerator :: $_->[0] = $_->[1]", 8) for @$values;
        $text .= "    end enum\n";
    }
    return $text . "end module rocsparse_enums\n";
}

sub interface_body
{
    my ($f) = @_;
    my $name   = $f->{name};
    my @decls  = map { map_param($name, $_) } @{$f->{params}};
    my $result = result_kind($name, $f->{result});
    return '' if grep { !defined } $result, @decls, names_distinct($f);
    my $args = join(', ', map { $_->{name} } @{$f->{params}});
    my $text = wrap("        function $name($args) &", 8);
    $text .= "                bind(c, name='$name')\n";
    $text .= "            use iso_c_binding\n            implicit none\n";
    $text .= wrap("            $result :: $name", 12);
    $text .= wrap("            $_", 12) for @decls;
    return $text . "        end function $name\n";
}

sub functions_module
{
    my $text = notice(@headers) . "module $module\n    use iso_c_binding\n    use rocsparse_enums\n    implicit none\n\n";
    $text .= "    interface\n";
    my %seen;
    for my $f (@functions)
    {
        if($seen{$f->{name}}++) { error($f->{name}, "declared twice"); next }
        $text .= "\n" . interface_body($f);
    }
    return $text . "\n    end interface\nend module $module\n";
}

parse_header($_, 0) for @type_headers;
parse_header($_, 1) for @headers;
my $text = $enums_mode ? enums_module() : functions_module();
error('(headers)', 'no enums found') if $enums_mode && !@enums;
error('(headers)', 'no functions found') if !$enums_mode && !@functions;

if(@errors)
{
    print STDERR "gen-fortran.pl: cannot map: $_\n" for @errors;
    exit 1;
}
open(my $out, '>', $output) or die "gen-fortran.pl: cannot write $output: $!\n";
print $out $text;
close($out) or die "gen-fortran.pl: cannot write $output: $!\n";
